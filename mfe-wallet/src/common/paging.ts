// How the wallet's lists page: rows per request, and when there is a next page.
import type { WalletPage } from '@app/shared';

/** Rows per page of the history lists (the next page comes as the user scrolls). */
export const WALLET_LIST_PAGE_SIZE = 20;

/** The argument RTK Query gives an infinite query's `query`. */
export type PageArg<A> = { queryArg: A; pageParam: number };
const nextPage = <T>(last: WalletPage<T>, all: WalletPage<T>[], lastPage: number) =>
  all.reduce((n, p) => n + p.list.length, 0) < last.total && last.list.length > 0 ? lastPage + 1 : undefined;
/** `infiniteQueryOptions` of every paged wallet list: pages from 1 until `total` rows are in. */
export const WALLET_PAGING = { initialPageParam: 1, getNextPageParam: nextPage } as const;
