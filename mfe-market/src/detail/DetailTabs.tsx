import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMs, useArticleListQuery, type ProductDetail } from '@app/shared';
import { paths } from '@app/shared/routes';

import { NS } from '../i18n';
import { detailNewsArg } from './prefetch';
import { rowLabel } from './row-label';

type Tab = 'news' | 'summary';

/** The detail page's tabs: news about the product (title and time) and its summary. */
export function DetailTabs({ detail }: { detail: ProductDetail }) {
  const { t } = useTranslation(NS);
  const [tab, setTab] = useState<Tab>('news');
  return (
    <section className="detail-tabs">
      <div className="detail-tabs__bar" role="tablist">
        {(['news', 'summary'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className="detail-tabs__tab"
            onClick={() => setTab(k)}
            data-testid={`tab-${k}`}
          >
            {t(`detail.tab.${k}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">{tab === 'news' ? <ProductNews code={detail.code} /> : <Summary detail={detail} />}</div>
    </section>
  );
}

function ProductNews({ code }: { code: string }) {
  const { t } = useTranslation(NS);
  const news = useArticleListQuery(detailNewsArg(code));
  if (news.isLoading) return <p className="detail-tabs__empty">{t('loading.text', { ns: 'common' })}</p>;
  const list = news.data?.list ?? [];
  if (list.length === 0) return <p className="detail-tabs__empty">{t('detail.noNews')}</p>;
  return (
    <ul className="news-list" data-testid="product-news">
      {list.map((a) => (
        <li key={a.id}>
          <Link className="news-list__item" to={paths.newsDetail({ id: a.id })}>
            <span className="news-list__title">{a.title}</span>
            <span className="news-list__meta">
              <span>{a.source}</span>
              <time className="num" dateTime={new Date(a.publishedAt).toISOString()}>
                {formatMs(a.publishedAt)}
              </time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Summary({ detail }: { detail: ProductDetail }) {
  const { t } = useTranslation(NS);
  return (
    <div className="summary" data-testid="product-summary">
      {detail.description && (
        <>
          <h3 className="summary__heading">{t('detail.about')}</h3>
          <p className="summary__text">{detail.description}</p>
        </>
      )}
      <dl className="summary__rows">
        {detail.summary.map((r) => (
          <div key={r.key ?? r.label} className="summary__row">
            <dt>{rowLabel(t, r)}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
