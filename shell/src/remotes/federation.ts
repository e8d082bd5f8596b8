// Loading remote modules through the Module Federation runtime. A successful load is cached; a
// failed one is forgotten (here and, by the runtime, its manifest/entry loading), so "retry"
// really fetches again once the files are back.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { DomainName } from '@app/shared';
import type { Registry } from './registry';

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
