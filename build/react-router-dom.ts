// The shared `react-router-dom` of the site, everywhere: the browser builds
// (development and production, aliased in rsbuild-app.ts), the unit tests
// (vitest.config.ts) and the type check (tsconfig.json `paths`).
// A federated shared module cannot be tree-shaken (any app may use any
// export), so the whole react-router package would ride in every first load.
// This facade is the shared `react-router-dom` instead: it re-exports only the
// API the site uses, and react-router is tree-shaken inside it. Using another
// react-router API means adding it here: until then the type check, the unit
// tests and the build all fail. (The shell's server build, never shared with a
// browser, bundles the whole package; the type check keeps the code it renders
// to this API.) Unit tests take their MemoryRouter from `react-router` itself.
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
export type { RouteObject } from 'react-router-bundled';
