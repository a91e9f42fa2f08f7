import type { UserType } from './user-types';

/** Who may open a client route: user-type codes, or 'public' for visitors (spec section 2). */
export type Audience = readonly UserType[] | 'public';

/** A client route. `path` is the spec's path with wouter `:param` segments, spelled exactly as the spec. */
export interface RouteDecl {
  /** Unique within the module; the global id is `<module>:<id>`. */
  id: string;
  path: string;
  audience: Audience;
  /** The account menu opens this route as the user's own personal data or password page. */
  akun?: 'data-pribadi' | 'ganti-password';
}

/** A menu entry pointing at one of the module's routes. Labels are i18n keys of the module namespace. */
export interface MenuDecl {
  route: string;
  label: string;
  caption?: string;
  /** Icon name known to the shell (core/client/layout/icons.tsx). */
  icon?: string;
  /** Groups entries under a parent item; a key of the module namespace. */
  section?: string;
  order: number;
  /** Restricts the entry to these user types (default: the route's audience). */
  audience?: readonly UserType[];
  /** The route stays reachable but the entry is not shown to these user types (spec: kor00). */
  hiddenFor?: readonly UserType[];
}

/** A notification provider: counts of things waiting for a user, shown on /beranda and the bell. */
export interface NotificationDecl {
  id: string;
  audience: readonly UserType[];
}

/**
 * A module manifest: static data only, readable by client and server without running module code.
 * Pages and providers are bound by route id in the module's `client.ts`; API routes, migrations and
 * seed in its `server/index.ts`.
 */
export interface ModuleManifest {
  /** kebab-case; also the i18n namespace, the database schema (dashes as underscores) and the log tag. */
  id: string;
  version: string;
  requires: readonly string[];
  routes: readonly RouteDecl[];
  menu: readonly MenuDecl[];
  notifications: readonly NotificationDecl[];
  /** Path prefixes under /api the module owns, without a leading slash ('tugas-akhir/'). */
  apiPrefixes: readonly string[];
}

/** Identity helper that keeps the literal types of a manifest. */
export function defineModule<const M extends ModuleManifest>(manifest: M): M {
  return manifest;
}

/** The database schema name of a module. */
export function moduleSchema(id: string): string {
  return id.replace(/-/g, '_');
}
