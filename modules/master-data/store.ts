import { createListStore } from '../../core/client';
import { PAGE_SIZE } from '../../core/contract/constants';
import { getInformasi } from './api';
import type { Informasi } from './schemas';

/** The announcements page's list: GET informasi, the caller's current announcements, newest first, 7 per page. */
export function createPengumumanStore() {
  return createListStore<Informasi>(({ page, perPage }) => getInformasi({ page, per_page: perPage }), { perPage: PAGE_SIZE.DEFAULT });
}

export type PengumumanStore = ReturnType<typeof createPengumumanStore>;
