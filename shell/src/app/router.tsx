import { useEffect } from 'react';
import { useNavigate, useRoutes, type RouteObject } from 'react-router';
import { NotFound } from '@app/shared';
import { Layout } from './Layout';
import { Home } from '../home/Home';
import { RemotePage } from '../remotes/RemotePage';
import { RequireSession } from '../session/RequireSession';
import { routeTable, type Registry } from '../remotes/registry';

/**
 * History-mode routes (base `/`). The route table comes from the registry (data), the code of each
 * page from its remote the first time the route is visited.
 *
 * Declarative mode (`<BrowserRouter>` + `useRoutes`), not a data router: the app loads its data
 * with RTK Query, not route loaders, and the data router (createBrowserRouter, fetchers, forms,
 * blockers) is 20 KB gzip that every first visit would download for nothing.
 */
export function buildRoutes(registry: Registry): RouteObject[] {
  const remoteRoutes: RouteObject[] = routeTable(registry).map((r) => {
    const page = <RemotePage key={r.path} domain={r.domain} path={r.path} />;
    return { path: r.path, element: r.auth ? <RequireSession>{page}</RequireSession> : page };
  });
  return [
    {
      path: '/',
      element: <Layout />,
      children: [
        { index: true, element: <Home /> },
        { path: 'pages/home/index', element: <Home /> },
        ...remoteRoutes,
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Navigation from outside React (the session-expiry handler), once the router is mounted. */
export type Navigator = (path: string, state?: unknown) => void;

export function NavigatorBridge({ onReady }: { onReady: (navigate: Navigator) => void }) {
  const navigate = useNavigate();
  useEffect(() => onReady((path, state) => void navigate(path, { replace: true, state })), [navigate, onReady]);
  return null;
}
