import type { MenuItem } from './api';
import type { ModuleManifest, RouteDecl } from './manifest';
import { isUserType, type UserType } from './user-types';

/** A route resolved for the router: the global id is `<module>:<route id>`. */
export interface ResolvedRoute extends RouteDecl {
  module: string;
  globalId: string;
}

const ID_PATTERN = /^[a-z][a-z0-9-]*$/;

/**
 * Checks a set of manifests and reports every problem at once (empty list = valid): id pattern and
 * uniqueness, unknown or disabled `requires`, dependency cycles (printed as a path), unknown user
 * types, a path claimed twice for one user type, a menu entry pointing at no route.
 * `enabled` are the ids switched on; manifests not enabled are ignored except to name a disabled dependency.
 */
export function validateManifests(all: readonly ModuleManifest[], enabled: readonly string[]): string[] {
  const problems: string[] = [];
  const byId = new Map<string, ModuleManifest>();
  for (const m of all) {
    if (!ID_PATTERN.test(m.id)) problems.push(`Modul "${m.id}": id harus kebab-case (a-z, 0-9, -).`);
    if (byId.has(m.id)) problems.push(`Modul "${m.id}" terdaftar dua kali.`);
    byId.set(m.id, m);
  }
  for (const id of enabled) if (!byId.has(id)) problems.push(`Modul "${id}" tidak dikenal.`);
  const active = all.filter((m) => enabled.includes(m.id));
  for (const m of active) {
    for (const dep of m.requires) {
      if (!byId.has(dep)) problems.push(`Modul "${m.id}" membutuhkan modul "${dep}" yang tidak dikenal.`);
      else if (!enabled.includes(dep)) problems.push(`Modul "${m.id}" membutuhkan modul "${dep}" yang tidak diaktifkan.`);
    }
  }
  const cycle = findCycle(active);
  if (cycle) problems.push(`Ketergantungan melingkar: ${cycle.join(' -> ')}`);

  const claimed = new Map<string, string>();
  const prefixes = new Map<string, string>();
  for (const m of active) {
    const routeIds = new Set<string>();
    for (const r of m.routes) {
      if (routeIds.has(r.id)) problems.push(`Modul "${m.id}": rute "${r.id}" dideklarasikan dua kali.`);
      routeIds.add(r.id);
      if (!r.path.startsWith('/')) problems.push(`Modul "${m.id}": path rute "${r.id}" harus diawali "/".`);
      const audience = r.audience === 'public' ? ['public'] : r.audience;
      for (const t of audience) {
        if (t !== 'public' && !isUserType(t)) problems.push(`Modul "${m.id}": tipe pengguna "${t}" pada rute "${r.id}" tidak dikenal.`);
        const key = `${t} ${r.path}`;
        const owner = claimed.get(key);
        if (owner) problems.push(`Path "${r.path}" untuk tipe "${t}" diklaim oleh "${owner}" dan "${m.id}:${r.id}".`);
        else claimed.set(key, `${m.id}:${r.id}`);
      }
    }
    for (const e of m.menu) {
      if (!routeIds.has(e.route)) problems.push(`Modul "${m.id}": menu "${e.label}" menunjuk rute "${e.route}" yang tidak ada.`);
      for (const t of [...(e.audience ?? []), ...(e.hiddenFor ?? [])]) {
        if (!isUserType(t)) problems.push(`Modul "${m.id}": tipe pengguna "${t}" pada menu "${e.label}" tidak dikenal.`);
      }
    }
    for (const n of m.notifications) {
      for (const t of n.audience) if (!isUserType(t)) problems.push(`Modul "${m.id}": tipe pengguna "${t}" pada notifikasi "${n.id}" tidak dikenal.`);
    }
    for (const p of m.apiPrefixes) {
      const owner = prefixes.get(p);
      if (owner) problems.push(`Prefiks API "${p}" diklaim oleh "${owner}" dan "${m.id}".`);
      else prefixes.set(p, m.id);
    }
  }
  return problems;
}

function findCycle(mods: readonly ModuleManifest[]): string[] | null {
  const byId = new Map(mods.map((m) => [m.id, m]));
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string): string[] | null => {
    if (state.get(id) === 'done') return null;
    if (state.get(id) === 'visiting') return [...stack.slice(stack.indexOf(id)), id];
    state.set(id, 'visiting');
    stack.push(id);
    for (const dep of byId.get(id)?.requires ?? []) {
      if (!byId.has(dep)) continue;
      const found = visit(dep);
      if (found) return found;
    }
    stack.pop();
    state.set(id, 'done');
    return null;
  };
  for (const m of mods) {
    const found = visit(m.id);
    if (found) return found;
  }
  return null;
}

/**
 * The enabled manifests in dependency order (a module after everything it requires).
 * Throws one Error listing every problem when the set is invalid.
 */
export function resolveModules(all: readonly ModuleManifest[], enabled: readonly string[]): ModuleManifest[] {
  const problems = validateManifests(all, enabled);
  if (problems.length) throw new Error(`Konfigurasi modul tidak valid:\n- ${problems.join('\n- ')}`);
  const byId = new Map(all.map((m) => [m.id, m]));
  const ordered: ModuleManifest[] = [];
  const seen = new Set<string>();
  const add = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const m = byId.get(id)!;
    for (const dep of m.requires) add(dep);
    ordered.push(m);
  };
  for (const m of all) if (enabled.includes(m.id)) add(m.id);
  return ordered;
}

/** Whether a route is open to a user type (or to visitors when `userType` is null). */
export function routeOpenTo(route: RouteDecl, userType: UserType | null): boolean {
  if (route.audience === 'public') return true;
  return userType !== null && route.audience.includes(userType);
}

/** The routes a user type (or a visitor, null) may open, from the enabled manifests. */
export function routesFor(mods: readonly ModuleManifest[], userType: UserType | null): ResolvedRoute[] {
  const out: ResolvedRoute[] = [];
  for (const m of mods) {
    for (const r of m.routes) {
      if (routeOpenTo(r, userType)) out.push({ ...r, module: m.id, globalId: `${m.id}:${r.id}` });
    }
  }
  return out;
}

/** Translates a module-namespaced key; the server and the client pass their own i18n lookup. */
export type Translate = (namespace: string, key: string) => string;

/**
 * The menu of a user type: a pure function of the enabled manifests, the same on server and client.
 * Entries with a `section` are grouped under one parent item, ordered by the lowest order inside.
 * Sections of different modules with the same title are one group (attendance's and payroll's
 * "Laporan"): the item keeps the id and icon of the first module's section.
 */
export function menuFor(mods: readonly ModuleManifest[], userType: UserType, t: Translate): MenuItem[] {
  type Entry = { order: number; item: MenuItem };
  const top: Entry[] = [];
  const sections = new Map<string, Entry & { children: Entry[] }>();
  for (const m of mods) {
    const routes = new Map(m.routes.map((r) => [r.id, r]));
    for (const e of m.menu) {
      const route = routes.get(e.route);
      if (!route || !routeOpenTo(route, userType) || route.audience === 'public') continue;
      if (e.audience && !e.audience.includes(userType)) continue;
      if (e.hiddenFor?.includes(userType)) continue;
      const item: MenuItem = { id: `${m.id}:${e.route}`, title: t(m.id, e.label), path: route.path };
      if (e.caption) item.caption = t(m.id, e.caption);
      if (e.icon) item.icon = e.icon;
      if (!e.section) {
        top.push({ order: e.order, item });
        continue;
      }
      const title = t(m.id, e.section);
      let section = sections.get(title);
      if (!section) {
        section = { order: e.order, item: { id: `${m.id}:${e.section}`, title, icon: e.icon }, children: [] };
        sections.set(title, section);
        top.push(section);
      }
      section.order = Math.min(section.order, e.order);
      section.children.push({ order: e.order, item });
    }
  }
  const byOrder = (a: Entry, b: Entry) => a.order - b.order;
  for (const s of sections.values()) s.item.children = s.children.sort(byOrder).map((c) => c.item);
  return top.sort(byOrder).map((e) => e.item);
}

/** Parses the comma list of enabled modules (`SIAKAD_MODULES`); empty means every installed module. */
export function parseEnabledModules(value: string | undefined, installed: readonly string[]): string[] {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return [...installed];
  return [...new Set(trimmed.split(',').map((s) => s.trim()).filter(Boolean))];
}

/**
 * Whether an API prefix covers a path (both without the leading '/api/'): at a segment boundary,
 * so 'krs' covers 'krs' and 'krs/cetak' but not 'krsx'; a prefix ending in '/' covers what is below it.
 */
export function prefixCovers(prefix: string, path: string): boolean {
  if (prefix.endsWith('/')) return path.startsWith(prefix);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The module that owns an API path: the one whose covering prefix is the longest, so a precise
 * prefix ('dokumen/kategori') wins over a broader one ('dokumen'). Null when no prefix covers it.
 */
export function apiPathOwner(mods: readonly ModuleManifest[], path: string): string | null {
  let owner: string | null = null;
  let length = -1;
  for (const m of mods) {
    for (const prefix of m.apiPrefixes) {
      if (prefix.length > length && prefixCovers(prefix, path)) {
        owner = m.id;
        length = prefix.length;
      }
    }
  }
  return owner;
}
