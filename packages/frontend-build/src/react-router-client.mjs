/**
 * The react-router that the shell provides to the share scope: its client API (the data and
 * declarative routers, their components and hooks, the path helpers), without framework mode,
 * server rendering, sessions and cookies. A shared module is bundled whole, because any remote
 * may import any of its exports; a list of exports lets webpack drop the rest (52 → 29 KB brotli).
 *
 * This list is the contract with every remote: a remote may import only what it names.
 * react-router-client.test.ts checks that the apps' imports are all here. Add a name here before
 * a remote uses it, and deploy the shell with it first.
 */
export {
  Await,
  Form,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  createSearchParams,
  generatePath,
  href,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  redirect,
  resolvePath,
  useActionData,
  useAsyncError,
  useAsyncValue,
  useBeforeUnload,
  useBlocker,
  useFetcher,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useRoutes,
  useSearchParams,
  useSubmit,
} from 'react-router-complete';
