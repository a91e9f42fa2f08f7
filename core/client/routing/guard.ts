import { matchRoute, type Parser } from 'wouter';
import { PUBLIC_PATHS } from '../../contract/constants';
import type { ResolvedRoute } from '../../contract/registry';

/** What the shell does with a requested path (spec sections 2 and 5). */
export type GuardDecision =
  | { kind: 'redirect'; to: string }
  | { kind: 'render'; route: ResolvedRoute; params: Record<string, string> }
  | { kind: 'not-found' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The path parser of the app: `:name` matches one segment, `:name?` an optional one, `*` the rest.
 * The shell's wouter <Router> uses this same parser, so the guard and the router always agree.
 * (wouter's default, regexparam, is not a direct dependency; this keeps the two in one place.)
 */
export const pathParser: Parser = (route, loose) => {
  const keys: string[] = [];
  let source = '';
  for (const segment of route.split('/').filter(Boolean)) {
    if (segment === '*') {
      keys.push('wild');
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      keys.push(segment.slice(1, optional ? -1 : undefined));
      source += optional ? '(?:/([^/]+?))?' : '/([^/]+?)';
    } else {
      source += `/${escapeRegExp(segment)}`;
    }
  }
  return { keys, pattern: new RegExp(`^${source || '/'}${loose ? '(?=$|/)' : '/?$'}`, 'i') };
};

/** The first route whose path matches `path`, with its parameters, or null. */
export function matchPath(routes: readonly ResolvedRoute[], path: string): { route: ResolvedRoute; params: Record<string, string> } | null {
  for (const route of routes) {
    const [matched, params] = matchRoute(pathParser, route.path, path);
    if (matched) return { route, params: (params ?? {}) as Record<string, string> };
  }
  return null;
}

/**
 * The route guard. `routes` are the routes of the user's type (or the public ones for a visitor),
 * from routesFor(). Rules: a logged-in user asking for /login goes to /; / goes to /beranda; a
 * visitor may open only the public paths and is otherwise sent to /login; a logged-in user on a
 * path no route of their type matches sees the not-found page.
 */
export function guardRoute(input: { path: string; loggedIn: boolean; routes: readonly ResolvedRoute[] }): GuardDecision {
  const path = input.path.length > 1 ? input.path.replace(/\/+$/, '') : input.path;
  if (input.loggedIn) {
    if (path === '/login') return { kind: 'redirect', to: '/' };
    if (path === '/') return { kind: 'redirect', to: '/beranda' };
    const hit = matchPath(input.routes, path);
    return hit ? { kind: 'render', ...hit } : { kind: 'not-found' };
  }
  if (!PUBLIC_PATHS.includes(path)) return { kind: 'redirect', to: '/login' };
  const publicRoutes = input.routes.filter((r) => r.audience === 'public');
  const hit = matchPath(publicRoutes, path);
  // A public path of a disabled module (e.g. uaps off) has no page: say so instead of looping to /login.
  return hit ? { kind: 'render', ...hit } : { kind: 'not-found' };
}
