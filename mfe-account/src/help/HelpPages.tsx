// The help centre (pages/help/index → list → detail). Content is the provider's, in the request's
// language; answers are plain text (paragraphs split on blank lines), never HTML.
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CenteredMessage, Page, PageLoading, formatMs } from '@app/shared';
import { paths } from '@app/shared/routes';
import { NS } from '../i18n';
import { HelpIconSvg } from './HelpIcon';
import { useAccountHelpCategoriesQuery, useAccountHelpDetailQuery, useAccountHelpListQuery, useRequestLanguage } from './help-api';
import './help.css';

/** A positive integer from the query string, or null. */
function idParam(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function ContactFooter() {
  const { t } = useTranslation(NS);
  return (
    <div className="help__contact">
      <span>{t('help.stillNeed')}</span>
      <Link to={paths.chat()}>{t('help.contact')}</Link>
    </div>
  );
}

export function HelpPage() {
  const { t } = useTranslation(NS);
  const lang = useRequestLanguage();
  const { data, isError, refetch } = useAccountHelpCategoriesQuery({ lang });
  return (
    <Page title={t('title.help')} testId="help-page">
      <h2 className="help__intro">{t('help.intro')}</h2>
      {!data && !isError && <PageLoading />}
      {isError && !data && (
        <PageLoading
          onRetry={() => {
            void refetch();
          }}
        />
      )}
      {data && (
        <nav className="help__menu">
          {data.map((c) => (
            <Link key={c.id} to={paths.helpList({ category: c.id })} className="help__category" data-testid="help-category">
              <HelpIconSvg name={c.icon} />
              <span className="help__category-title">{c.title}</span>
              <span className="help__category-summary">{c.summary}</span>
              <span className="help__count">{t('help.count', { count: c.count })}</span>
            </Link>
          ))}
        </nav>
      )}
      <ContactFooter />
    </Page>
  );
}

export function HelpListPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const category = idParam(params.get('category'));
  const lang = useRequestLanguage();
  const { data, isError, error } = useAccountHelpListQuery({ categoryId: category ?? 0, lang }, { skip: category === null });
  const missing = category === null || (isError && (error as { kind?: string })?.kind === 'business-error');
  return (
    <Page title={data?.category.title ?? t('title.helpList')} testId="help-list-page">
      {missing && (
        <CenteredMessage title={t('help.notFound')}>
          <Link to={paths.help()}>{t('help.back')}</Link>
        </CenteredMessage>
      )}
      {!missing && !data && <PageLoading />}
      {data && (
        <>
          {data.list.length === 0 && <p className="help__empty">{t('help.empty')}</p>}
          <List className="help__list">
            {data.list.map((q) => (
              <List.Item key={q.id} onClick={() => navigate(paths.helpDetail({ id: q.id }))} data-testid="help-question">
                {q.title}
              </List.Item>
            ))}
          </List>
        </>
      )}
      <ContactFooter />
    </Page>
  );
}

export function HelpDetailPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const lang = useRequestLanguage();
  const { data, isError, error } = useAccountHelpDetailQuery({ id: id ?? 0, lang }, { skip: id === null });
  const missing = id === null || (isError && (error as { kind?: string })?.kind === 'business-error');
  return (
    <Page title={t('title.helpDetail')} testId="help-detail-page">
      {missing && (
        <CenteredMessage title={t('help.notFound')}>
          <Link to={paths.help()}>{t('help.back')}</Link>
        </CenteredMessage>
      )}
      {!missing && !data && <PageLoading />}
      {data && (
        <article className="help__article">
          <h2 data-testid="help-title">{data.title}</h2>
          {data.answer.split(/\n\s*\n/).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          <footer>{t('help.updated', { time: formatMs(data.updatedAt) })}</footer>
        </article>
      )}
      <ContactFooter />
    </Page>
  );
}
