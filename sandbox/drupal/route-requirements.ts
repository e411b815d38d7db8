import type { CmsSession } from './tables/sessions';
import type { DrupalMode } from './drupal-mode';
import { firstValue, type Query } from '../host/query';
import { DISCUSSIONS_REFUSAL } from './discussion-access';
import { isSessionCsrfToken } from './csrf-tokens';

/**
 * The requirements a Drupal route declares in its routing.yml that change how a client must call it.
 * Routes of the content-system stand-in declare them in their Fastify `config`; one hook checks them.
 */
export interface RouteRequirements {
  /** `_format: json`: Drupal picks the format from `?_format=` only, so without it the route is not found (406). */
  requestFormat?: 'json';
  /**
   * The same path has an HTML route of its own (core's canonical entity route, `comment/{cid}`): no `_format`,
   * or `_format=html`, is that route's, which the handler answers, rather than a 406.
   */
  htmlToo?: boolean;
  /**
   * - `header`: `_csrf_request_header_token`, checked by core's CsrfRequestHeaderAccessCheck: unsafe methods
   *   only, and only for an authenticated request that carries a session cookie (REST resources).
   * - `header-any-method`: the same header, required on GETs too (the custom module's state-changing GETs,
   *   `{app}-workgroup/join|leave`, per docs/wire-drupal.md, "CSRF and the session token").
   * - `query-token`: `_csrf_token: 'TRUE'`, core's CsrfAccessCheck: `?token=` must be the session's token
   *   for this path (user/logout, whose token is the logout token).
   * - `none` (the default): no CSRF requirement.
   */
  csrf?: 'header' | 'header-any-method' | 'query-token' | 'none';
  /** `_user_is_logged_in`: TRUE for authenticated users only, FALSE for anonymous visitors only. */
  userIsLoggedIn?: boolean;
  /**
   * `_permission` of the views' access plugin: the route reads the working groups' discussions, for their
   * readers only (discussion-access.ts).
   */
  readsDiscussions?: boolean;
}

declare module 'fastify' {
  /** A content-system route declares its requirements in its `config`. */
  interface FastifyContextConfig {
    requestFormat?: RouteRequirements['requestFormat'];
    htmlToo?: RouteRequirements['htmlToo'];
    csrf?: RouteRequirements['csrf'];
    userIsLoggedIn?: RouteRequirements['userIsLoggedIn'];
    readsDiscussions?: RouteRequirements['readsDiscussions'];
  }
}

/** What the checks need to know about a request. */
export interface RequestFacts {
  method: string;
  query: Query;
  csrfHeader: string | string[] | undefined;
  /** The session behind the cookie: in the sandbox, authenticated and "has a session cookie" coincide. */
  session: CmsSession | null;
  /** Whether the user may read the working groups' discussions; asked only by the routes that need it. */
  readsDiscussions: () => boolean;
}

export interface Refusal {
  status: 403 | 406;
  message: string;
}

/** Core's CsrfRequestHeaderAccessCheck always allows these. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/**
 * Drupal's order: routing first (a missing `_format` means no route, 406), then the access checks, the
 * `?token=` one before the login state (a logout token sent again after its session ended is 403 `'csrf_token'
 * URL query argument is invalid.`, as Drupal answered it), the header after it.
 * In `site` mode the association's stricter rule comes on top: the X-CSRF-Token header on every unsafe
 * method from a logged-in session, whatever the route declares.
 */
export function checkRouteRequirements(
  requirements: RouteRequirements,
  request: RequestFacts,
  mode: DrupalMode,
): Refusal | undefined {
  return (
    formatRefusal(requirements, request) ??
    (requirements.csrf === 'query-token' ? queryTokenRefusal(request) : undefined) ??
    loginStateRefusal(requirements, request) ??
    headerCsrfRefusal(requirements, request, mode) ??
    permissionRefusal(requirements, request)
  );
}

function formatRefusal(
  { requestFormat, htmlToo = false }: RouteRequirements,
  { query }: RequestFacts,
): Refusal | undefined {
  if (requestFormat === undefined) return undefined;
  const format = firstValue(query._format) || 'html';
  if (format === requestFormat || (htmlToo && format === 'html')) return undefined;
  // RequestFormatRouteFilter's NotAcceptableHttpException.
  return {
    status: 406,
    message: `No route found for the specified format ${format}. Supported formats: json.`,
  };
}

function loginStateRefusal(
  { userIsLoggedIn }: RouteRequirements,
  { session }: RequestFacts,
): Refusal | undefined {
  if (userIsLoggedIn === true && !session) {
    return { status: 403, message: 'This route can only be accessed by authenticated users.' };
  }
  if (userIsLoggedIn === false && session) {
    return { status: 403, message: 'This route can only be accessed by anonymous users.' };
  }
  return undefined;
}

/** PermissionAccessCheck's reason, which core's exception subscriber sends as the JSON `message`. */
function permissionRefusal(
  { readsDiscussions = false }: RouteRequirements,
  request: RequestFacts,
): Refusal | undefined {
  if (!readsDiscussions || request.readsDiscussions()) return undefined;
  return { status: 403, message: DISCUSSIONS_REFUSAL };
}

function headerCsrfRefusal({ csrf = 'none' }: RouteRequirements, request: RequestFacts, mode: DrupalMode) {
  const unsafe = !READ_ONLY_METHODS.has(request.method);
  const wantsHeader = csrf === 'header-any-method' || (unsafe && (csrf === 'header' || mode === 'site'));
  return wantsHeader ? headerRefusal(request) : undefined;
}

/** Only a cookie session can be forged across sites, so only a cookie session is checked. */
function headerRefusal({ session, csrfHeader }: RequestFacts): Refusal | undefined {
  if (!session) return undefined;
  const header = Array.isArray(csrfHeader) ? csrfHeader[0] : csrfHeader;
  if (header === undefined) return { status: 403, message: 'X-CSRF-Token request header is missing' };
  if (!isSessionCsrfToken(session, header))
    return { status: 403, message: 'X-CSRF-Token request header is invalid' };
  return undefined;
}

/** An anonymous visitor has no token seed, so no `?token=` validates for them. */
function queryTokenRefusal({ session, query }: RequestFacts): Refusal | undefined {
  const token = firstValue(query.token);
  if (token === undefined) return { status: 403, message: "'csrf_token' URL query argument is missing." };
  if (!session || token !== session.logoutToken) {
    return { status: 403, message: "'csrf_token' URL query argument is invalid." };
  }
  return undefined;
}
