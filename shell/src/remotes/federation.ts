// Loading remote modules through the Module Federation runtime. A successful load is cached; a
// failed one is forgotten (here and, by the runtime, its entry loading), so "retry"
// really fetches again once the files are back.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { DomainName, RoutePrefetchContext } from '@app/shared';
import { routeTable, type Registry } from './registry';
import { runPrefetch, type RemoteRoutesModule } from './route-module';

export type Expose = 'routes' | 'widgets';

const loaded = new Map<string, Promise<unknown>>();

export function registerRegistry(registry: Registry): void {
  registerRemotes(
    Object.entries(registry).map(([name, entry]) => ({ name, entry: entry!.entry })),
    { force: true },
  );
}

export function loadRemoteModule<T>(domain: DomainName, expose: Expose): Promise<T> {
  const key = `${domain}/${expose}`;
  let promise = loaded.get(key) as Promise<T> | undefined;
  if (!promise) {
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
