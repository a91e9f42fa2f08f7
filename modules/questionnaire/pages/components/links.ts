import { fillPath } from '../../../../core/client';
import { questionnaireManifest } from '../../manifest';

/** Path of one of this module's own routes. */
export function hrefOf(routeId: string, params: Record<string, string | number> = {}): string {
  const route = questionnaireManifest.routes.find((r) => r.id === routeId);
  return (route && fillPath(route.path, params)) ?? '/beranda';
}

/** A mean with two decimals and a comma ("4,25"); none: a dash. */
export function formatRata(n: number | null | undefined): string {
  return n === null || n === undefined ? '-' : n.toLocaleString('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
