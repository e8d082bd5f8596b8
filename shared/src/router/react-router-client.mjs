// What the browser bundles get for `import … from 'react-router'` (webpack.common.js aliases it
// here). react-router is a federation singleton, and a shared module cannot be tree-shaken: every
// export of the package would ship on Home — the data router, framework mode and the server
// runtime (request handlers, cookies, sessions, streaming, RSC) included. Re-exporting the
// declarative client API by name lets webpack drop the rest.
//
// The app routes in declarative mode (shell/src/app/router.tsx: <BrowserRouter> + useRoutes) and
// loads data with RTK Query, so data-router APIs (createBrowserRouter, loaders, actions, <Form>,
// fetchers, useBlocker) are deliberately not here: they would add 20 KB gzip to every first visit.
// A name missing here fails the build ("export … was not found"): add it to this list, which is a
// shell release, because every remote uses the shell's copy of this module.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Outlet,
  Link,
  NavLink,
  Navigate,
  NavigationType,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-full';
