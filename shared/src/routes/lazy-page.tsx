// A remote's page whose code is its own chunk, fetched the first time the page is shown.
import { lazy, type ComponentType } from 'react';

/**
 * `lazyPage(() => import('./detail/DetailPage'), 'DetailPage')`. The shell lazy-loads a remote's
 * route module and renders the component it finds, so the entry is a plain component that renders
 * the lazy one (the shell's Suspense shows the loading screen meanwhile).
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  const Lazy = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  const LazyPage = () => <Lazy />;
  LazyPage.displayName = `LazyPage(${name})`;
  return LazyPage;
}
