import { Navigate, useLocation, type RouteObject } from 'react-router';
import { redirectTarget } from './redirect-rules';
import { RedirectTransition } from './shell/redirect-transition';

/** Renders the transition to where an old address lives now (rules in redirect-rules.ts). */
function LegacyRedirect() {
  const location = useLocation();
  const target = redirectTarget(location.pathname);
  if (!target) return <Navigate to="/marketplace" replace />;
  return <RedirectTransition to={`${target}${location.search}${location.hash}`} />;
}

/**
 * /brands, /producers, /releases and everything under /brands/ (spec part 1 §2). Renamed slugs under
 * current routes are caught by the layout, which checks every path with the same rules.
 */
export const redirectRoutes: RouteObject[] = [
  { path: 'brands', element: <LegacyRedirect /> },
  { path: 'brands/*', element: <LegacyRedirect /> },
  { path: 'producers', element: <LegacyRedirect /> },
  { path: 'releases', element: <LegacyRedirect /> },
];
