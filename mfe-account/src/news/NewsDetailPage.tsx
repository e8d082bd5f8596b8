import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CenteredMessage, Page, PageLoading, formatMs } from '@app/shared';
import { paths } from '@app/shared/routes';
import { useArticleDetailsQuery } from './news-api';
import { NEWS_NS } from './i18n';
import './news.css';

/** `/pages/new/newsDetail?id=` (docs/product.md §2 news details page). */
export function NewsDetailPage() {
  const { t } = useTranslation(NEWS_NS);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const article = useArticleDetailsQuery(id, { skip: !valid });
  let body;
  if (!valid) body = <CenteredMessage title={t('notFound')} />;
  else if (article.isLoading) body = <PageLoading />;
  else if (!article.data) body = <CenteredMessage title={t('notFound')} />;
  else {
    const a = article.data;
    body = (
      <article className="news-article" data-testid="news-article">
        <span className={`news-article__tag news-article__tag--${a.category}`}>{t(`category.${a.category}`)}</span>
        <h2 className="news-article__title">{a.title}</h2>
        <p className="news-article__meta">
          <span>{a.source}</span>
          <time className="num" dateTime={new Date(a.publishedAt).toISOString()}>
            {formatMs(a.publishedAt)}
          </time>
        </p>
        {a.body.split(/\n\s*\n/).map((para, i) => (
          <p key={i} className="news-article__para">
            {para}
          </p>
        ))}
        {a.codes.length > 0 && (
          <div className="news-article__codes">
            <span>{t('related')}</span>
            {a.codes.map((code) => (
              <Link key={code} className="news-article__code num" to={paths.detail({ code })}>
                {code}
              </Link>
            ))}
          </div>
        )}
      </article>
    );
  }
  return (
    <Page title={t('detail.title')} testId="news-detail-page">
      {body}
    </Page>
  );
}
