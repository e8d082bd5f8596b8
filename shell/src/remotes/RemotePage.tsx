import { Suspense, lazy, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { PageLoading, useAppDispatch } from '@app/shared';
import { type DomainName } from '@app/shared/routes';
import { DomainBoundary } from './DomainBoundary';
import { loadRemoteModule, syncRemote } from './federation';
import { loadFailure } from './health-report';
import { runPrefetch, type RemoteRoutesModule } from './route-module';

export type { RemoteRoutesModule } from './route-module';

/** A page owned by a remote, loaded the first time its route is visited. */
export function RemotePage({ domain, path }: { domain: DomainName; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const dispatch = useAppDispatch();
  const search = useRef('');
  search.current = useLocation().search;
  const Page = useMemo(
    () =>
      lazy(async () => {
        try {
          // The version this visitor should get now (after a release or rollback: the new one); a
          // retry always asks, so a version removed under an open page falls back to the live one.
          await syncRemote(domain, { force: attempt > 0 });
          const mod = await loadRemoteModule<RemoteRoutesModule>(domain, 'routes');
          runPrefetch(mod, domain, path, { search: new URLSearchParams(search.current), dispatch });
          const component = mod.pages?.[path];
          if (!component) throw new Error(`${domain} has no page for ${path}`);
          return { default: component };
        } catch (err) {
          throw loadFailure(err);
        }
      }),
    // a new lazy component per attempt, so retry loads again
    [domain, path, attempt, dispatch],
  );
  const retry = () => setAttempt((n) => n + 1);
  return (
    <DomainBoundary domain={domain} route={path} onRetry={retry} key={attempt}>
      <Suspense fallback={<PageLoading onRetry={retry} />}>
        <Page />
      </Suspense>
    </DomainBoundary>
  );
}
