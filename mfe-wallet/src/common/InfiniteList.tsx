// A history list paged as the user scrolls: a sentinel below the last row asks for the next page
// when it nears the screen (and a "load more" button for whoever prefers to tap).
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredMessage, PageLoading } from '@app/shared';
import { NS } from '../i18n';

export function InfiniteList<T>(props: {
  items: T[];
  render: (item: T) => ReactNode;
  keyOf: (item: T) => string | number;
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
  empty: string;
  testId?: string;
}) {
  const { t } = useTranslation(NS);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(props.fetchNextPage);
  more.current = props.fetchNextPage;
  const canLoad = props.hasNextPage && !props.isFetchingNextPage;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !canLoad) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void more.current();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [canLoad, props.items.length]);

  if (props.isLoading) return <PageLoading />;
  if (props.isError && props.items.length === 0) {
    return (
      <CenteredMessage title={t('common.loadFailed')}>
        <button type="button" className="app-btn" onClick={() => props.refetch()}>
          {t('common.retry')}
        </button>
      </CenteredMessage>
    );
  }
  if (props.items.length === 0) return <CenteredMessage title={props.empty} testId={props.testId && `${props.testId}-empty`} />;
  return (
    <div className="w-list" data-testid={props.testId}>
      <ul className="w-list__rows">
        {props.items.map((item) => (
          <li key={props.keyOf(item)} className="w-list__row">
            {props.render(item)}
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="w-list__foot">
        {props.isFetchingNextPage && t('common.loading')}
        {canLoad && (
          <button type="button" className="w-link" onClick={() => props.fetchNextPage()}>
            {t('common.loadMore')}
          </button>
        )}
        {!props.hasNextPage && t('common.noMore')}
      </div>
    </div>
  );
}
