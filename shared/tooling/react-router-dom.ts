// Production stand-in for `react-router-dom`, aliased by rsbuild-app.ts.
// A federated shared module cannot be tree-shaken (any app may use any
// export), so the whole react-router package would ride in every first load.
// This facade is the shared `react-router-dom` instead: it re-exports only the
// API the site uses, and react-router is tree-shaken inside it. Using another
// react-router API means adding it here (the build fails until then).
export {
  BrowserRouter,
  Routes,
  Route,
  useRoutes,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  useHref,
  useInRouterContext,
  matchPath,
  generatePath,
} from 'react-router-bundled';
