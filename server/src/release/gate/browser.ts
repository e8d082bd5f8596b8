// The gate's Chromium (playwright-core driving the system's browser, no browser download) and the
// way it shows a candidate without making it live: in a browser context of its own, this
// provider's pages (the document of every navigation) and /remotes.json are fetched from the
// provider as a visitor gets them, and the candidate's registry entry (entry script, routes)
// replaces this remote's before the page sees them. The candidate's files are already served from
// its hosted folder (/remotes/<remote>/<version>/), so nothing else is needed.
import { chromium, type Browser, type BrowserContext, type Route } from 'playwright-core';
import { INLINE_DATA_IDS } from '@app/shared/constants';
import type { RegistryEntry } from '../registry';

/** As the end-to-end suite launches it (e2e/lib/browser.ts); the gate's pages are this provider's own, on a local address. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // A document the gate hands the page itself (the candidate's) has no address, so Chromium would
  // take it for a public site and refuse its quote socket to this provider's local address.
  '--disable-features=LocalNetworkAccessChecks',
];

export const PHONE = { width: 390, height: 844 } as const;

export function launchBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

/** The candidate in place of this remote's entry, in a registry as /remotes.json and index.html carry it. */
export function withCandidate(registry: unknown, remote: string, candidate: RegistryEntry): unknown {
  if (typeof registry !== 'object' || registry === null || Array.isArray(registry)) return { [remote]: candidate };
  return { ...registry, [remote]: { version: candidate.version, entry: candidate.entry, routes: candidate.routes } };
}

const inlineJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * index.html with the candidate in its inline registry, and without the preloads of this remote's
 * live files (the page will load the candidate's instead).
 */
export function candidateDocument(html: string, remote: string, candidate: RegistryEntry): string {
  const id = INLINE_DATA_IDS.registry;
  const inline = new RegExp(`(<script type="application/json" id="${id}">)([\\s\\S]*?)(</script>)`);
  let out = inline.test(html)
    ? html.replace(inline, (whole, open: string, json: string, close: string) => {
        try {
          return `${open}${inlineJson(JSON.stringify(withCandidate(JSON.parse(json), remote, candidate)))}${close}`;
        } catch {
          return whole;
        }
      })
    : // No registry yet (nothing live): the candidate is the registry.
      html.replace(
        '</head>',
        `<script type="application/json" id="${id}">${inlineJson(JSON.stringify(withCandidate({}, remote, candidate)))}</script></head>`,
      );
  out = out.replace(new RegExp(`<link rel="preload"[^>]*href="/remotes/${escapeRegExp(remote)}/[^"]*"[^>]*>`, 'g'), '');
  return out;
}

const FORWARDED_HEADERS = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([k]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(k.toLowerCase())),
  );

/**
 * A browser context in which `remote` is the candidate: documents and /remotes.json of `baseUrl`
 * are fetched as usual and handed over with the candidate's entry in place of the live one.
 */
export async function candidateContext(
  browser: Browser,
  {
    baseUrl,
    remote,
    candidate,
    locale,
    initScripts = [],
  }: { baseUrl: string; remote: string; candidate: RegistryEntry | null; locale: string; initScripts?: string[] },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, locale, ignoreHTTPSErrors: true, serviceWorkers: 'block' });
  for (const script of initScripts) await context.addInitScript(script);
  const origin = new URL(baseUrl).origin;
  // The candidate's code runs on the provider's machine: it reaches this provider and nothing else.
  await context.route(
    (url) => url.origin !== origin && /^https?:$/.test(url.protocol),
    (route) => route.abort('blockedbyclient'),
  );
  if (!candidate) return context;
  const handle = async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const isRegistry = url.pathname === '/remotes.json';
    if (!isRegistry && request.resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const text = await response.text();
    let body = text;
    let status = response.status();
    if (isRegistry && status === 404) {
      // Nothing live yet: the candidate is the registry.
      status = 200;
      body = JSON.stringify(withCandidate({}, remote, candidate));
    } else if (response.ok()) {
      if (isRegistry) {
        try {
          body = JSON.stringify(withCandidate(JSON.parse(text), remote, candidate));
        } catch {
          body = text;
        }
      } else body = candidateDocument(text, remote, candidate);
    }
    const headers = FORWARDED_HEADERS(response.headers());
    if (isRegistry) headers['content-type'] = 'application/json; charset=utf-8';
    return route.fulfill({ status, headers, body });
  };
  await context.route(
    (url) =>
      url.origin === origin &&
      (url.pathname === '/remotes.json' || !/\.[A-Za-z0-9]+$/.test(url.pathname)) &&
      !/^\/(api|release-api|websocket|uploads)\//.test(url.pathname),
    handle,
  );
  return context;
}
