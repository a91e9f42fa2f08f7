import { fillPath } from '../../../../core/client';
import { attendanceManifest } from '../../manifest';

/** Path of one of this module's own routes, filled with `params` (links to other modules go through useRouteHref). */
export function hrefOf(routeId: string, params: Record<string, string | number> = {}): string {
  const route = attendanceManifest.routes.find((r) => r.id === routeId);
  return (route && fillPath(route.path, params)) ?? '/beranda';
}
