import { Suspense, lazy, useMemo, useState, type ComponentType } from 'react';
import { PageLoading, type DomainName } from '@app/shared';
import { DomainBoundary } from './DomainBoundary';
import { loadRemoteModule } from './federation';

/** What a remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  pages: Record<string, ComponentType>;
}

/** A page owned by a remote, loaded the first time its route is visited. */
export function RemotePage({ domain, path }: { domain: DomainName; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazy(async () => {
      const mod = await loadRemoteModule<RemoteRoutesModule>(domain, 'routes');
      const component = mod.pages?.[path];
      if (!component) throw new Error(`${domain} has no page for ${path}`);
      return { default: component };
    }),
    // a new lazy component per attempt, so retry loads again
    [domain, path, attempt],
  );
  const retry = () => setAttempt((n) => n + 1);
  return (
    <DomainBoundary domain={domain} onRetry={retry} key={attempt}>
      <Suspense fallback={<PageLoading onRetry={retry} />}>
        <Page />
      </Suspense>
    </DomainBoundary>
  );
}
