import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CenteredMessage, Page, PageLoading, PullRefresh, type ArticleCategory } from '@app/shared';
import { useArticlePagesInfiniteQuery } from './news-api';
import { ArticleRow } from './ArticleRow';
import { NEWS_NS } from './i18n';
import './news.css';

function categoryOf(v: string | null): ArticleCategory {
  return v === 'notice' ? 'notice' : 'news';
}

/** `/pages/new/newsList?category=news|notice`: every article of a category, newest first. */
export function NewsListPage() {
  const { t } = useTranslation(NEWS_NS);
  const [params, setParams] = useSearchParams();
  const category = categoryOf(params.get('category'));
  const pages = useArticlePagesInfiniteQuery({ category });
  const list = pages.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Page title={t('list.title')} testId="news-list-page">
      <div className="news-tabs" role="tablist">
        {(['news', 'notice'] as const).map((c) => (
          <button
            key={c}
            type="button"
            role="tab"
            aria-selected={category === c}
            onClick={() => setParams({ category: c }, { replace: true })}
          >
            {t(`category.${c}`)}
          </button>
        ))}
      </div>
      <PullRefresh onRefresh={() => pages.refetch()}>
        {pages.isLoading && <PageLoading />}
        {pages.data && list.length === 0 && <CenteredMessage title={t('empty')} />}
        {list.length > 0 && (
          <div className="news-page-list">
            {list.map((a) => (
              <ArticleRow key={a.id} article={a} summary />
            ))}
          </div>
        )}
        {pages.hasNextPage && (
          <button type="button" className="news-more" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            {pages.isFetchingNextPage ? t('loading.text', { ns: 'common' }) : t('loadMore')}
          </button>
        )}
      </PullRefresh>
    </Page>
  );
}
