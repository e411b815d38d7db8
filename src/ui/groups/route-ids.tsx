import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MoveTo } from '../shared/move-to';
import { loginStateFrom } from '../shared/login-destination';

/** Plain digits only: `1e2` or ` 3` are no address of a group or topic, whatever Number() makes of them. */
export const isIdSegment = (segment: string): boolean => /^[1-9]\d{0,9}$/.test(segment);

/** Nothing at `path` (without the leading slash): the not-found page, as for an unknown content page. */
export function NotFound({ path }: { path: string }) {
  return <MoveTo to={`/404/${encodeURIComponent(path)}`} replace />;
}

/**
 * A link to the login screen that brings the visitor back here afterwards: to the same comment too, when the
 * address names one ("Link to this comment").
 */
export function LoginLink({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  return (
    <Link to="/user/login" state={loginStateFrom(pathname + search + hash)}>
      {children}
    </Link>
  );
}
