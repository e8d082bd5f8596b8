// The one RTK Query api of the app. Remotes add endpoints with `api.injectEndpoints`; nobody
// creates a second api, store or fetch wrapper. The base query forwards to the transport the
// shell puts in the thunk's extra argument, so signing, session rules and toasts live in one
// place (the shell) while this module stays free of browser globals.
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { FormFields } from '../transport/sign';
import type { EndpointPath, RequestOf } from '../contracts/endpoints';

/** What an endpoint's `query` returns. */
export interface ApiRequest {
  /** `group/name`, sent as POST /api/group/name */
  path: string;
  body?: FormFields;
  /**
   * `silent`: the caller shows business errors itself (a form under its field), so the
   * transport does not toast them. Session expiry and network failures are always shown.
   */
  silent?: boolean;
}

/** What the base query rejects with. */
export interface ApiError {
  kind: 'http-error' | 'business-error' | 'session-expired' | 'network' | 'timeout';
  retCode: number | null;
  message: string;
}

export type Transport = BaseQueryFn<ApiRequest, unknown, ApiError>;

export interface AppExtra {
  transport: Transport;
}

const forwardToTransport: Transport = (args, baseApi, extraOptions) => {
  const extra = baseApi.extra as AppExtra | undefined;
  if (!extra?.transport) {
    return { error: { kind: 'network', retCode: null, message: 'No transport configured' } };
  }
  return extra.transport(args, baseApi, extraOptions);
};

/**
 * Cache tags, the one list every remote uses: an event in one domain refreshes what other domains
 * show (a buy in trade invalidates `Balance`, which Mine and the wallet provide). A tag named here
 * may be provided by several endpoints; no endpoint uses a tag outside this list.
 */
export const TAG_TYPES = [
  'User',
  'Balance',
  'Orders',
  'Ipo',
  'Ai',
  'Products',
  'Watchlist',
  'Banners',
  'Navigation',
  'News',
  'Recharges',
  'Withdrawals',
  'FinancialAccounts',
  'RealName',
  'Funds',
  'Invite',
  'Help',
  'Chat',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const api = createApi({
  reducerPath: 'api',
  baseQuery: forwardToTransport,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** A typed request for an endpoint of the contract. */
export function request<P extends EndpointPath>(path: P, body?: RequestOf<P>, silent = false): ApiRequest {
  return { path, body: body as FormFields | undefined, silent };
}
