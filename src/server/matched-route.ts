import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import { isIdSegment } from '@/ui/groups/route-ids';

/** Which route of the table a path is, and the values of its parameters. */
export interface MatchedRoute {
  readonly path: string | undefined;
  readonly params: Params;
}

/** Past this many paths, a table's answers are forgotten and gathered again: paths come from strangers. */
const MAX_PATHS_KNOWN = 2000;
const known = new WeakMap<readonly RouteObject[], Map<string, MatchedRoute | null>>();

/**
 * The deepest route `pathname` matches in `routes`, or null, answered once per path: react-router flattens,
 * ranks and compiles the whole table into patterns on each call, a measurable part of a render.
 */
export function matchedRoute(routes: RouteObject[], pathname: string): MatchedRoute | null {
  let paths = known.get(routes);
  if (!paths) known.set(routes, (paths = new Map()));
  if (paths.has(pathname)) return paths.get(pathname)!;
  const deepest = matchRoutes(routes, pathname)?.at(-1);
  const matched = deepest ? { path: deepest.route.path, params: deepest.params } : null;
  if (paths.size >= MAX_PATHS_KNOWN) paths.clear();
  paths.set(pathname, matched);
  return matched;
}

/** The id an address's segment names (a group's, a topic's), or null for a segment that is no id. */
export const idOf = (segment: string | undefined): number | null =>
  segment && isIdSegment(segment) ? Number(segment) : null;
