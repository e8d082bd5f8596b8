// The last quotes the app had, for an offline start. The service worker keeps the
// app's files; the API is POST (not cacheable there), so the shell keeps the last successful
// answer of a few public read calls — product lists and prices, Home's menu, notices and IPOs — in
// localStorage, and answers from it when the network fails. The page shows them under the
// offline banner, and its own polling replaces them as soon as the network is back.
// Private calls (balances, orders) are never kept: a shared device must not show them. Public
// calls are answered without the session (server/src/http/api-routes.ts), so nothing personal is kept.

/** Public read calls whose last answer is kept (path after /api/). */
export const KEPT_CALLS: ReadonlySet<string> = new Set([
  'product/productList',
  'product/upAndDownCharts',
  'product/recommendProductList',
  'product/queryProductPrice',
  'product/exchanges',
  'product/countrys',
  'websitebanner/queryBannerList',
  // The rest of Home's first screen: the icon menu, the notices and news, the IPO list.
  'navigationBar/queryNavigationBarList',
  'article/queryArticleList',
  'product/myIpoList',
]);

const PREFIX = 'lastAnswer:';
/** Answers kept at most (the oldest goes first), and the largest kept. */
export const MAX_KEPT = 40;
const MAX_BODY_CHARS = 200_000;
/**
 * A call's kept answer is refreshed at most this often. Home and the Market tab poll every few
 * seconds; an offline start needs a recent copy, not every poll's copy serialised into storage.
 */
export const KEEP_EVERY_MS = 30_000;
/** Header on an answer that comes from this store, not from the network. */
export const OFFLINE_COPY_HEADER = 'x-offline-copy';

interface Kept {
  at: number;
  body: string;
}

/** The call's path and its form body minus the per-request parts: the same question, asked again. */
export function keepKey(url: string, body: unknown): string | null {
  const match = /^\/api\/([A-Za-z]+\/[A-Za-z]+)$/.exec(url);
  if (!match || !KEPT_CALLS.has(match[1]) || typeof body !== 'string') return null;
  return `${PREFIX}${match[1]}?${body}`;
}

function keys(storage: Storage): string[] {
  const out: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const k = storage.key(i);
    if (k?.startsWith(PREFIX)) out.push(k);
  }
  return out;
}

function read(storage: Storage, key: string): Kept | null {
  try {
    const kept = JSON.parse(storage.getItem(key) ?? 'null') as Kept | null;
    return kept && typeof kept.body === 'string' ? kept : null;
  } catch {
    return null;
  }
}

function keep(storage: Storage, key: string, body: string, now: number): void {
  if (body.length > MAX_BODY_CHARS) return;
  try {
    const all = keys(storage).filter((k) => k !== key);
    if (all.length >= MAX_KEPT) {
      const oldest = all.map((k) => ({ k, at: read(storage, k)?.at ?? 0 })).sort((a, b) => a.at - b.at);
      for (const { k } of oldest.slice(0, all.length - MAX_KEPT + 1)) storage.removeItem(k);
    }
    storage.setItem(key, JSON.stringify({ at: now, body } satisfies Kept));
  } catch {
    /* storage full or blocked: nothing kept */
  }
}

/** A successful answer of the app's protocol: HTTP 200 and retCode 0. */
function isSuccess(text: string): boolean {
  try {
    return (JSON.parse(text) as { retCode?: unknown })?.retCode === 0;
  } catch {
    return false;
  }
}

/**
 * Wraps fetch: a kept call's successful answer is stored; when the network fails (fetch rejects,
 * not an abort), the stored answer is returned instead, marked with OFFLINE_COPY_HEADER.
 */
export function withLastAnswers(fetchImpl: typeof fetch, storage: Storage | null, now: () => number = Date.now): typeof fetch {
  if (!storage) return fetchImpl;
  /** When each call's answer was last taken for keeping (before its body is read). */
  const takenAt = new Map<string, number>();
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const key = keepKey(url, init?.body);
    if (!key) return fetchImpl(input, init);
    let response: Response;
    try {
      response = await fetchImpl(input, init);
    } catch (error) {
      const kept = init?.signal?.aborted ? null : read(storage, key);
      if (!kept) throw error;
      return new Response(kept.body, {
        status: 200,
        headers: { 'Content-Type': 'application/json', [OFFLINE_COPY_HEADER]: String(kept.at) },
      });
    }
    const at = now();
    if (response.status === 200 && at - (takenAt.get(key) ?? -Infinity) >= KEEP_EVERY_MS) {
      takenAt.set(key, at); // taken now: the polls that answer meanwhile are not read again
      response
        .clone()
        .text()
        .then((text) => {
          if (isSuccess(text)) keep(storage, key, text, at);
          else takenAt.delete(key); // a refusal keeps nothing: the next success is kept at once
        })
        .catch(() => takenAt.delete(key));
    }
    return response;
  };
}
