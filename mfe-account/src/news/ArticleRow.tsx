import { Link } from 'react-router';
import { formatMs, type ArticleSummary } from '@app/shared';
import { newsDetailPath } from './paths';

/** One article in a list: title (two lines at most), source and time (docs/product.md §7 time filter). */
export function ArticleRow({ article, summary = false }: { article: ArticleSummary; summary?: boolean }) {
  return (
    <Link className="news-row" to={newsDetailPath(article.id)} data-article={article.id}>
      <span className="news-row__title">{article.title}</span>
      {summary && article.summary && <span className="news-row__summary">{article.summary}</span>}
      <span className="news-row__meta">
        <span className="news-row__source">{article.source}</span>
        <time className="num" dateTime={new Date(article.publishedAt).toISOString()}>
          {formatMs(article.publishedAt)}
        </time>
      </span>
    </Link>
  );
}
