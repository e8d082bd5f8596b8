// What the browser bundles get for `import … from 'react-router'` (webpack.common.js aliases it
// here). react-router is a federation singleton, and a shared module cannot be tree-shaken: every
// export of the package would ship on Home, server runtime (request handlers, cookies, sessions,
// streaming, RSC) included. Re-exporting the client API by name lets webpack drop the rest.
// A name missing here fails the build ("export … was not found"): add it to this list.
export {
  Await, BrowserRouter, Form, HashRouter, IDLE_BLOCKER, IDLE_FETCHER, IDLE_NAVIGATION, Link, MemoryRouter,
  NavLink, Navigate, NavigationType, Outlet, Route, Router, RouterProvider, Routes, ScrollRestoration,
  UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, UNSAFE_LocationContext, UNSAFE_NavigationContext,
  UNSAFE_RouteContext, createBrowserRouter, createHashRouter, createMemoryRouter, createPath,
  createRoutesFromChildren, createRoutesFromElements, createSearchParams, data, generatePath, href,
  isRouteErrorResponse, matchPath, matchRoutes, parsePath, redirect, redirectDocument, renderMatches, replace,
  resolvePath, unstable_usePrompt, useActionData, useAsyncError, useAsyncValue, useBeforeUnload, useBlocker,
  useFetcher, useFetchers, useFormAction, useHref, useInRouterContext, useLinkClickHandler, useLoaderData,
  useLocation, useMatch, useMatches, useNavigate, useNavigation, useNavigationType, useOutlet, useOutletContext,
  useParams, useResolvedPath, useRevalidator, useRouteError, useRouteLoaderData, useRoutes, useSearchParams,
  useSubmit, useViewTransitionState,
} from 'react-router-full';
