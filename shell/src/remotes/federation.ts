// Loading remote modules through the Module Federation runtime. A successful load is cached; a
// failed one is forgotten (here and, by the runtime, its entry loading), so "retry"
// really fetches again once the files are back.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RoutePrefetchContext } from '@app/shared';
import type { DomainName } from '@app/shared/routes';
import { fetchRegistry, routeTable, type Registry } from './registry';
import { runPrefetch, type RemoteRoutesModule } from './route-module';

export type Expose = 'routes' | 'widgets';

const loaded = new Map<string, Promise<unknown>>();
/** The entry each remote is registered with in this page. */
const activeEntry = new Map<string, string>();
/** The version of each remote this page uses (what a failure report names). */
const activeVersion = new Map<string, string>();
/** Remotes this page has started loading: their container (and chunks) may be in the page. */
const started = new Set<string>();
let registryReadAt = 0;

export function registerRegistry(registry: Registry): void {
  registerRemotes(
    Object.entries(registry).map(([name, entry]) => ({ name, entry: entry!.entry })),
    { force: true },
  );
  for (const [name, entry] of Object.entries(registry)) {
    activeEntry.set(name, entry!.entry);
    activeVersion.set(name, entry!.version);
  }
  registryReadAt = Date.now();
}

/** The version of a remote this page loads, as the registry named it. */
export function remoteVersion(domain: DomainName): string | undefined {
  return activeVersion.get(domain);
}

/** A registry read this recently (the page's own at start, or the last check) is not asked for again. */
const FRESH_MS = 3000;
/** A navigation waits at most this long for the registry; slower, it goes on with the version it has. */
const CHECK_TIMEOUT_MS = 1500;

/**
 * Before a remote's page loads: is the version this page has still the one the registry names for
 * this visitor (a release, rollback, promotion or canary may have moved it since the page opened)?
 * Unchanged, or the registry unreachable: nothing to do. Changed and not loaded in this page yet:
 * the new entry is registered and loaded. Changed after this page loaded the old one: two builds
 * of one remote cannot share a page (same container and chunk names), so the page is loaded
 * again at the address it is going to — the visitor lands where they were going, on the new
 * version; the returned promise never settles while the browser does that.
 */
export async function syncRemote(
  domain: DomainName,
  { force = false, load = fetchRegistry, reload = (href: string) => window.location.assign(href) } = {},
): Promise<void> {
  if (!force && Date.now() - registryReadAt < FRESH_MS) return;
  registryReadAt = Date.now();
  const registry = await Promise.race([load(), new Promise<null>((r) => setTimeout(() => r(null), CHECK_TIMEOUT_MS))]);
  const next = registry?.[domain]?.entry;
  if (!next || next === activeEntry.get(domain)) return;
  if (started.has(domain)) {
    reload(window.location.href);
    await new Promise(() => undefined);
  }
  registerRemotes([{ name: domain, entry: next }], { force: true });
  activeEntry.set(domain, next);
  activeVersion.set(domain, registry![domain]!.version);
  for (const key of loaded.keys()) if (key.startsWith(`${domain}/`)) loaded.delete(key);
}

export function loadRemoteModule<T>(domain: DomainName, expose: Expose): Promise<T> {
  const key = `${domain}/${expose}`;
  let promise = loaded.get(key) as Promise<T> | undefined;
  if (!promise) {
    started.add(domain);
    promise = loadRemote<T>(key).then((mod) => {
      if (!mod) throw new Error(`Remote module ${key} is unavailable`);
      return mod;
    });
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}

/**
 * The first page of a visit, when a remote owns it: its routes module and its first requests
 * start at once, while the shell is still rendering (not when RemotePage first renders). Private
 * pages without a session are left alone: they redirect. RemotePage makes the same requests again
 * when it mounts; RTK Query answers those from the one already in flight.
 */
export function preloadRemotePage(registry: Registry, pathname: string, signedIn: boolean, context: RoutePrefetchContext): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const route = routeTable(registry).find((r) => r.path === path);
  if (!route || (route.auth && !signedIn)) return;
  loadRemoteModule<RemoteRoutesModule>(route.domain, 'routes')
    .then((mod) => runPrefetch(mod, route.domain, path, context))
    .catch(() => undefined); // RemotePage shows the failure and offers a retry
}
