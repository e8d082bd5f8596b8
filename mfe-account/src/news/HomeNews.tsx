import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeader, type ArticleCategory } from '@app/shared';
import { useArticleListQuery } from './news-api';
import { NEWS_NS } from './i18n';
import { ArticleRow } from './ArticleRow';
import { newsListPath } from './paths';
import './news.css';

export const HOME_NEWS_COUNT = 5;
/** The block's fixed height, declared to the shell with the widget: head 1.9rem + 5 rows × 2.9rem. */
export const HOME_NEWS_HEIGHT = '16.4rem';

/**
 * Home's news lists (a widget of the account remote): latest news and notices, five each. Its
 * height is fixed (HOME_NEWS_HEIGHT, declared to the shell) so Home reserves it and never shifts.
 */
export function HomeNews() {
  const { t } = useTranslation(NEWS_NS);
  const [category, setCategory] = useState<ArticleCategory>('news');
  const { data, isError } = useArticleListQuery({ category, page: 1, pageSize: HOME_NEWS_COUNT });
  const list = data?.list.slice(0, HOME_NEWS_COUNT) ?? [];
  return (
    <section className="home-news" data-testid="home-news" style={{ height: HOME_NEWS_HEIGHT }}>
      <SectionHeader title={t('home.title')} more={t('more')} moreTo={newsListPath(category)}>
        <div className="home-news__switch" role="tablist" aria-label={t('home.title')}>
          {(['news', 'notice'] as const).map((c) => (
            <button key={c} type="button" role="tab" aria-selected={category === c} onClick={() => setCategory(c)}>
              {t(`category.${c}`)}
            </button>
          ))}
        </div>
      </SectionHeader>
      <div className="home-news__list">
        {list.map((a) => (
          <ArticleRow key={a.id} article={a} />
        ))}
        {data && list.length === 0 && <p className="home-news__empty">{t('empty')}</p>}
        {isError && !data && <p className="home-news__empty">{t('failed')}</p>}
      </div>
    </section>
  );
}
