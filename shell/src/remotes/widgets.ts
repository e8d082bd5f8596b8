// Home widgets as the remotes expose them (`./widgets`): the components and the height each one
// occupies. The remote owns that height (resizing a widget is a release of its remote, not of the
// shell); the shell learns it when the module loads and reserves it around the widget.
import type { ComponentType } from 'react';
import type { DomainName } from '@app/shared/routes';
import { loadRemoteModule } from './federation';

/** What a remote exposes as `./widgets`. */
export interface RemoteWidgetsModule {
  widgets: Record<string, ComponentType>;
  /** Each widget's fixed height, a CSS length (`'10.5rem'`); the widget draws itself at it. */
  heights?: Record<string, string>;
}

/** A length the shell accepts from a remote for a reserved height. */
const LENGTH = /^\d{1,4}(\.\d{1,3})?(rem|px)$/;

const known = new Map<string, string>();
const key = (domain: DomainName, name: string) => `${domain}/${name}`;

/** The height a widget's remote declared, once its `./widgets` module has loaded. */
export function widgetHeight(domain: DomainName, name: string): string | undefined {
  return known.get(key(domain, name));
}

/** Loads a remote's `./widgets` module and records the heights it declares. */
export async function loadWidgets(domain: DomainName): Promise<RemoteWidgetsModule> {
  const mod = await loadRemoteModule<RemoteWidgetsModule>(domain, 'widgets');
  for (const [name, height] of Object.entries(mod.heights ?? {})) {
    if (typeof height === 'string' && LENGTH.test(height)) known.set(key(domain, name), height);
  }
  return mod;
}

/**
 * Starts loading the widgets modules of these remotes; resolves when each has answered (loaded or
 * failed — a failure is the widget's boundary's business, not start-up's).
 */
export function preloadWidgets(domains: readonly DomainName[]): Promise<void> {
  return Promise.allSettled(domains.map(loadWidgets)).then(() => undefined);
}
