import { fillPath } from '../../../../core/client';
import { adminManifest } from '../../manifest';

/** Path of one of this module's own routes, filled with `params`. */
export function hrefOf(routeId: string, params: Record<string, string | number> = {}): string {
  const route = adminManifest.routes.find((r) => r.id === routeId);
  return (route && fillPath(route.path, params)) ?? '/beranda';
}
