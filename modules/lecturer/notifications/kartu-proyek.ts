import type { NotificationProvider } from '../../../core/client';
import { getPenugasanProyek } from '../api-proyek';
import type { TahapProyek } from '../proyek-aturan';

/** A /beranda card counting the caller's project assignments in `status`, linking to the page where they are acted on. */
export const kartuProyek = (id: string, status: TahapProyek, href: string, title: string, caption: string): NotificationProvider => async () => {
  const { total } = await getPenugasanProyek({ status, per_page: 1 });
  return [{ id, title, caption, count: total, href }];
};
