import { Suspense, lazy, useMemo, useState, type ComponentType } from 'react';
import type { DomainName } from '@app/shared';
import { DomainBoundary } from './DomainBoundary';
import { loadRemoteModule } from './federation';

/** What a remote exposes as `./widgets`. */
export interface RemoteWidgetsModule {
  widgets: Record<string, ComponentType>;
}

/** A Home widget exposed by a remote, isolated: if it fails, the rest of Home stays. */
export function RemoteWidget({ domain, name, minHeight }: { domain: DomainName; name: string; minHeight: string }) {
  const [attempt, setAttempt] = useState(0);
  const Widget = useMemo(
    () => lazy(async () => {
      const mod = await loadRemoteModule<RemoteWidgetsModule>(domain, 'widgets');
      const component = mod.widgets?.[name];
      if (!component) throw new Error(`${domain} has no widget ${name}`);
      return { default: component };
    }),
    [domain, name, attempt],
  );
  const retry = () => setAttempt((n) => n + 1);
  // The reserved height keeps Home from shifting while a widget loads.
  return (
    <section style={{ minHeight }} data-widget={`${domain}/${name}`}>
      <DomainBoundary domain={domain} onRetry={retry} compact key={attempt}>
        <Suspense fallback={null}>
          <Widget />
        </Suspense>
      </DomainBoundary>
    </section>
  );
}
