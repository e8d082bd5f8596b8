import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from '@app/shared';
import { Layout } from './Layout';
import { Home } from '../home/Home';
import { RemotePage } from '../remotes/RemotePage';
import { RequireSession } from '../session/RequireSession';
import { routeTable, type Registry } from '../remotes/registry';

/**
 * History-mode routes (base `/`). The route table comes from the registry (data), the code of each
 * page from its remote the first time the route is visited.
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

export function createAppRouter(registry: Registry) {
  return createBrowserRouter(buildRoutes(registry));
}
