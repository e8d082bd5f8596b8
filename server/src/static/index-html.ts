// index.html as sent: the built page plus what only the server knows at request time, so the
// browser starts every download of the first screen while it parses the page instead of one
// round trip after another (Lighthouse LCP):
//   - the remote registry itself, inline (a JSON script, not code): the shell reads it instead of
//     fetching /remotes.json after its scripts have run. index.html is never cached, so the
//     registry a page sees is as current as a fetched one, and a rollback still reaches users on
//     their next load;
//   - on Home, its banner list (public data, in every interface language) and a first paint of the
//     page's top — the title bar and the first banner (in the visitor's language: paintLanguageOf),
//     the page's largest image — inside #root,
//     which React replaces with the same picture at the same place (it starts from that list
//     instead of asking for it). The banner is on screen while the scripts still download;
//   - on a public page of a remote, preloads of that remote's entry and the chunks its `./routes`
//     module needs at once (from the remote's own mf-manifest.json), and the answers of the
//     public calls the page makes first, as its routes.json declares them (`data`), in the
//     visitor's likely interface language and English (routeDataLanguages): the page's first requests are answered without a round trip. Private pages get
//     the code preloads (the same for everyone: a member reloading the Position tab saves a round
//     trip; a visitor without a session, redirected to log in, downloaded a few KB for nothing)
//     but no data: the server cannot see the session.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RemoteEntry, RouteDataCall } from '@app/shared/routes';
import { APP_NAME, HOME_PATHS, INLINE_DATA_IDS, type HomeInlineData } from '@app/shared/constants';
import { UI_LANGUAGES, dataLanguageOf, detectUiLanguage, requestLanguageOf, type UiLanguage } from '@app/shared/i18n/languages';
import { routeDataKey } from '@app/shared/transport';
import { visitorRegistry } from './canary';
import type { RegistryView } from '../release/registry';

/** At most this many calls per page are answered in index.html. */
const MAX_ROUTE_DATA_CALLS = 4;

/** At most this many named chunks of a page are preloaded. */
const MAX_PAGE_CHUNKS = 4;
/** A webpackChunkName as routes.json may name it. */
const CHUNK_NAME = /^[a-z][a-z0-9-]{0,63}$/;

/** A field value `$query.<name>` is the page URL's query parameter <name> (e.g. a product code). */
const QUERY_FIELD = /^\$query\.([A-Za-z][A-Za-z0-9_]*)$/;
/** Longest query value passed on into a call (product codes are far shorter). */
const MAX_QUERY_VALUE = 64;

/**
 * A declared call with its `$query.<name>` fields taken from the page's query string; null when a
 * named parameter is missing, empty or too long (the page then asks for it itself, as before).
 * `/pages/home/listdetail?code=AAPL` answers `product/queryProductPrice { code: AAPL }` inline.
 */
export function resolveRouteDataCall(call: RouteDataCall, query: URLSearchParams): RouteDataCall | null {
  const fields: RouteDataCall['fields'] = {};
  for (const [key, value] of Object.entries(call.fields)) {
    const named = typeof value === 'string' ? QUERY_FIELD.exec(value) : null;
    if (!named) {
      fields[key] = value;
      continue;
    }
    const given = query.get(named[1]);
    if (!given || given.length > MAX_QUERY_VALUE) return null;
    fields[key] = given;
  }
  return { api: call.api, fields };
}

function isRouteDataCall(v: unknown): v is RouteDataCall {
  if (!isObject(v) || typeof v.api !== 'string' || !/^[A-Za-z]+\/[A-Za-z]+$/.test(v.api) || !isObject(v.fields)) return false;
  return Object.values(v.fields).every((f) => ['string', 'number', 'boolean'].includes(typeof f));
}

export interface Preload {
  href: string;
  as: 'script' | 'style' | 'image' | 'fetch';
  highPriority?: boolean;
}

/** The parts of a remote's mf-manifest.json read here. */
interface Manifest {
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }>;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The remote that owns a page whatever its access (`auth: true` too): its code is the same for
 * every visitor, so a member page's entry and routes chunks are preloaded as well (the
 * Position tab and the buy page no longer fetch them one round trip after the shell's scripts).
 * Only a public page's data is answered inline (`data` is empty for a member page).
 */
export function remoteRoute(registry: unknown, pathname: string): { entry: string; data: RouteDataCall[]; chunks: string[] } | null {
  if (!isObject(registry)) return null;
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const value of Object.values(registry)) {
    if (!isObject(value)) continue;
    // Read as untrusted JSON: every field is checked before use.
    const remote = value as unknown as RemoteEntry;
    if (typeof remote.entry !== 'string' || !remote.entry.startsWith('/') || !Array.isArray(remote.routes)) continue;
    const route = remote.routes.find((r) => isObject(r) && r.path === clean && (r.auth === false || r.auth === true));
    if (route) {
      const data =
        route.auth === false && Array.isArray(route.data)
          ? (route.data as unknown[]).filter(isRouteDataCall).slice(0, MAX_ROUTE_DATA_CALLS)
          : [];
      const chunks = Array.isArray(route.chunks)
        ? (route.chunks as unknown[]).filter((c): c is string => typeof c === 'string' && CHUNK_NAME.test(c)).slice(0, MAX_PAGE_CHUNKS)
        : [];
      return { entry: remote.entry, data, chunks };
    }
  }
  return null;
}

/** The folder of a remote version from its entry URL: /remotes/market/1.0.0/ */
export function remoteFolder(entryUrl: string): string {
  return entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
}

const isSafeFile = (file: unknown): file is string => typeof file === 'string' && /^[\w.\-/]+$/.test(file) && !file.includes('..');
const safeFiles = (list: unknown) => (Array.isArray(list) ? list : []).filter(isSafeFile);

/**
 * The files of the pages named (routes.json `chunks`) as the remote's page-chunks.json lists them
 * (webpack.common.js PageChunkGroups: each `page-*` chunk group, split chunks included).
 */
export function pageChunkFiles(pageChunks: unknown, chunks: readonly string[]): { css: string[]; js: string[] } {
  const out = { css: [] as string[], js: [] as string[] };
  if (!isObject(pageChunks)) return out;
  for (const name of chunks) {
    const group = Object.hasOwn(pageChunks, name) ? pageChunks[name] : undefined;
    if (!isObject(group)) continue;
    out.css.push(...safeFiles(group.css).filter((f) => f.endsWith('.css')));
    out.js.push(...safeFiles(group.js).filter((f) => f.endsWith('.js')));
  }
  return out;
}

/**
 * What a remote page needs first: its entry script (the registry names remoteEntry.js), the
 * sync chunks (stylesheets first: a chunk runs only once its CSS is in) of `./routes`, as its
 * mf-manifest.json lists them, and the files of the page's own lazy chunks (pageChunkFiles).
 */
export function remotePreloads(
  entryUrl: string,
  manifest: unknown,
  page: { css: string[]; js: string[] } = { css: [], js: [] },
): Preload[] {
  const base = remoteFolder(entryUrl);
  const m = (isObject(manifest) ? manifest : {}) as Manifest;
  const routes = Array.isArray(m.exposes) ? m.exposes.find((e) => isObject(e) && e.path === './routes') : undefined;
  const css = [...new Set([...safeFiles(routes?.assets?.css?.sync), ...page.css])];
  const js = [...new Set([...safeFiles(routes?.assets?.js?.sync), ...page.js])];
  return [
    { href: entryUrl, as: 'script' },
    ...css.map((file): Preload => ({ href: `${base}${file}`, as: 'style' })),
    ...js.map((file): Preload => ({ href: `${base}${file}`, as: 'script' })),
  ];
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function preloadTag(p: Preload): string {
  const extra = (p.as === 'fetch' ? ' crossorigin="anonymous"' : '') + (p.highPriority ? ' fetchpriority="high"' : '');
  return `<link rel="preload" as="${p.as}" href="${escapeAttr(p.href)}"${extra}>`;
}

/** JSON inside <script type="application/json">: nothing in it can close the element. */
export function inlineJsonTag(id: string, json: string): string {
  const safe = json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${safe}</script>`;
}

/**
 * Home's top before the scripts run: the title bar and the first banner, sized and placed as
 * React draws them (the rules are in shell/public/index.html). Decorative: aria-hidden.
 */
export function homeFirstPaint(appName: string, image: string): string {
  return (
    `<div class="boot-home" aria-hidden="true"><div class="boot-home__nav">${escapeAttr(appName)}</div>` +
    `<div class="boot-home__banner"><img src="${escapeAttr(image)}" alt="" width="750" height="300" fetchpriority="high"></div></div>`
  );
}

/** Puts markup first inside <div id="root">, where React's first render replaces it. */
export function injectIntoRoot(html: string, markup: string): string {
  const marker = '<div id="root">';
  const at = html.indexOf(marker);
  return at < 0 ? html : `${html.slice(0, at + marker.length)}${markup}${html.slice(at + marker.length)}`;
}

/**
 * Puts the fragments right after <meta charset> (which must stay first), ahead of the page's own
 * script preloads: a preload earlier in the document gets a connection earlier. Without that
 * tag, at the end of <head>.
 */
export function injectIntoHead(html: string, fragments: string[]): string {
  if (fragments.length === 0) return html;
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  const at = charset ? charset.index + charset[0].length : html.search(/<\/head>/i);
  if (at < 0) return html;
  return `${html.slice(0, at)}${fragments.join('')}${html.slice(at)}`;
}

export interface IndexPageOptions {
  releaseDir: string;
  /** Home's banner list, inlined on Home (null: none). */
  homeData(): Promise<HomeInlineData | null>;
  /**
   * The server's own answer (the response body) to a public call with these fields, `lang`
   * included, in this interface language (its Accept-Language); null when it is not a successful
   * public answer. Default: none.
   */
  publicAnswer?(api: string, fields: Record<string, string>, uiLanguage: UiLanguage): Promise<unknown | null>;
  /** The live registry and its canaries (ReleaseRegistry.view). Default: none (no registry inline). */
  registry?(): Promise<RegistryView | null>;
}

/**
 * Answers of a page's declared first calls in the given interface languages (the request's
 * `lang` and its Accept-Language, as the transport sends them), by routeDataKey with the language.
 */
export async function answerRouteData(
  calls: RouteDataCall[],
  publicAnswer: NonNullable<IndexPageOptions['publicAnswer']>,
  languages: readonly UiLanguage[] = UI_LANGUAGES,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  await Promise.all(
    calls.flatMap((call) =>
      languages.map(async (ui) => {
        const lang = requestLanguageOf(dataLanguageOf(ui));
        const fields = Object.fromEntries(Object.entries({ ...call.fields, lang }).map(([k, v]) => [k, String(v)]));
        const body = await publicAnswer(call.api, fields, ui).catch(() => null);
        if (body !== null && body !== undefined) out[routeDataKey(call.api, fields, ui)] = body;
      }),
    ),
  );
  return out;
}

/**
 * The interface language Home's first banner is painted in. The visitor's own choice (stored in
 * localStorage) never reaches the server with the page, so the browser's Accept-Language decides
 * as the app's 'system' choice would (its most preferred language: zh-TW / zh-Hant → zh-Hant,
 * other Chinese → zh-Hans, ja → ja, anything else or no header → en). Only this first paint
 * depends on it: the inline banner list carries every language and the app uses the visitor's own.
 */
export function paintLanguageOf(acceptLanguage: string | undefined): UiLanguage {
  let best = '';
  let bestQ = 0;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    if (tag && weight > bestQ) {
      best = tag.trim().toLowerCase();
      bestQ = weight;
    }
  }
  return detectUiLanguage(best ? [best] : []);
}

/**
 * The interface languages whose answers a public page carries: the visitor's likely one (the
 * browser's, as the app's 'system' choice resolves it) and English, everyone's fallback. Another
 * stored choice simply asks the network; four languages would double the page's bytes.
 */
export function routeDataLanguages(acceptLanguage: string | undefined): UiLanguage[] {
  const likely = paintLanguageOf(acceptLanguage);
  return likely === 'en' ? ['en'] : [likely, 'en'];
}

/**
 * Builds index.html for a path. The shell's page is read per request and the registry comes from
 * the database (at most 500 ms old), so a release or rollback made while the server runs is seen
 * at once, on every instance.
 */
export function createIndexPage({ releaseDir, homeData, publicAnswer, registry: readRegistry = async () => null }: IndexPageOptions) {
  // Remote manifests (mf-manifest.json, page-chunks.json) by URL, kept while the file is unchanged (a version folder never changes once
  // released; `npm run build` republishes in place during development).
  const manifests = new Map<string, { mtimeMs: number; json: unknown }>();

  async function manifestAt(url: string): Promise<unknown> {
    const relative = url.replace(/^\/+/, '');
    if (relative.split('/').includes('..')) return undefined;
    const file = path.join(releaseDir, relative);
    try {
      const { mtimeMs } = await fs.stat(file);
      const cached = manifests.get(url);
      if (cached?.mtimeMs === mtimeMs) return cached.json;
      const json: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
      manifests.set(url, { mtimeMs, json });
      return json;
    } catch {
      return undefined; // not published (yet), or unreadable: no preloads from it
    }
  }

  /**
   * `acceptLanguage`: the request's Accept-Language header (the language of Home's first paint).
   * `visitor`: the visitor id (canary.ts): the registry inlined is this visitor's own, with the
   * candidate version of every canary they fall in.
   * `search`: the page URL's query string, for calls declared with `$query.<name>` fields.
   */
  return async function render(pathname: string, acceptLanguage?: string, visitor: string | null = null, search = ''): Promise<string> {
    const [html, view] = await Promise.all([
      fs.readFile(path.join(releaseDir, 'shell', 'index.html'), 'utf8'),
      readRegistry().catch(() => null), // the database unreachable: the shell fetches /remotes.json and shows its own error
    ]);
    const fragments: string[] = [];
    let registry: unknown;
    if (view && Object.keys(view.live).length > 0) {
      registry = visitorRegistry(view.live, view.canaries, visitor);
      fragments.push(inlineJsonTag(INLINE_DATA_IDS.registry, JSON.stringify(registry)));
    }
    const preloads: Preload[] = [];
    let firstPaint = '';
    if (HOME_PATHS.includes(pathname)) {
      const data = await homeData().catch(() => null);
      const image = data?.banners[paintLanguageOf(acceptLanguage)][0]?.image;
      if (data) fragments.push(inlineJsonTag(INLINE_DATA_IDS.home, JSON.stringify(data)));
      if (image) {
        preloads.push({ href: image, as: 'image', highPriority: true });
        firstPaint = homeFirstPaint(APP_NAME, image);
      }
    } else {
      const remote = remoteRoute(registry, pathname);
      if (remote) {
        const query = new URLSearchParams(search);
        const calls = remote.data.map((c) => resolveRouteDataCall(c, query)).filter((c): c is RouteDataCall => c !== null);
        const [manifest, pageChunks, answers] = await Promise.all([
          manifestAt(`${remoteFolder(remote.entry)}mf-manifest.json`),
          remote.chunks.length > 0 ? manifestAt(`${remoteFolder(remote.entry)}page-chunks.json`) : Promise.resolve(undefined),
          publicAnswer && calls.length > 0 ? answerRouteData(calls, publicAnswer, routeDataLanguages(acceptLanguage)) : Promise.resolve({}),
        ]);
        preloads.push(...remotePreloads(remote.entry, manifest, pageChunkFiles(pageChunks, remote.chunks)));
        if (Object.keys(answers).length > 0) fragments.push(inlineJsonTag(INLINE_DATA_IDS.routeData, JSON.stringify(answers)));
      }
    }
    fragments.push(...preloads.map(preloadTag));
    const page = injectIntoHead(html, fragments);
    return firstPaint ? injectIntoRoot(page, firstPaint) : page;
  };
}
