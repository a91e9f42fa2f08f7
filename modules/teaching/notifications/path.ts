import { teachingManifest } from '../manifest';

/** The client path of one of teaching's routes, from the manifest (routes are declared once). */
export const pathOf = (id: string): string => {
  const route = teachingManifest.routes.find((r) => r.id === id);
  if (!route) throw new Error(`rute teaching '${id}' tidak ada`);
  return route.path;
};
