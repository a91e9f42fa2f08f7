import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, PagedList, PageBody, PageHeader } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getMenggantikanDosen } from '../api';
import type { Pengganti } from '../schemas';
import { kolomPengganti } from './components/kolom';

/** /presensi/presensi-pengganti (dsn00): the meetings in which you teach for a colleague, with each request's validation status. */
export default function PresensiPenggantiPage() {
  const { t } = useTranslation('attendance');
  const [store] = useState(() => createListStore<Pengganti>(({ page, perPage }) => getMenggantikanDosen({ page, per_page: perPage }), { perPage: PAGE_SIZE.SUBSTITUTE }));
  useEffect(() => void store.load(), [store]);
  return (
    <PageBody>
      <PageHeader title={t('pengganti.menggantikan_judul')} caption={t('pengganti.menggantikan_keterangan')} />
      <PagedList store={store} columns={kolomPengganti(t)} rowKey={(r) => r.id_pengganti_mengajar} />
    </PageBody>
  );
}
