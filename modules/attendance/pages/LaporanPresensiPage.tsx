import { Button, Flex, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { createListStore, PagedList, PageBody, PageHeader, type PagedColumn } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getLaporanDosen } from '../api';
import type { LaporanDosenItem } from '../schemas';
import { hrefOf } from './components/links';

/** /laporan-presensi (aka00, aka01, aka02): lecturers of the programmes you may see, with this semester's meetings held and their own attendance. */
export default function LaporanPresensiPage() {
  const { t } = useTranslation('attendance');
  const [cari, setCari] = useState('');
  const [store] = useState(() => {
    const ref = { cari: '' };
    return Object.assign(createListStore<LaporanDosenItem>(({ page, perPage }) => getLaporanDosen({ page, per_page: perPage, ...(ref.cari ? { cari: ref.cari } : {}) }), { perPage: PAGE_SIZE.PRESENCE_REPORTS }), { ref });
  });
  useEffect(() => void store.load(), [store]);
  const columns: PagedColumn<LaporanDosenItem>[] = [
    { key: 'nama_dosen', header: t('kolom.dosen') },
    { key: 'nidn', header: 'NIDN' },
    { key: 'nama_prodi', header: t('laporan_ui.prodi') },
    { key: 'jumlah_kelas', header: t('laporan_ui.jumlah_kelas') },
    { key: 'pertemuan_terlaksana', header: t('kolom.terlaksana') },
    { key: 'kehadiran_dosen', header: t('laporan_ui.kehadiran_dosen') },
    { key: 'aksi', header: '', cell: (d) => <Button asChild size="1" variant="soft"><Link href={hrefOf('laporan-presensi-dosen', { id_dosen: d.id_dosen })}>{t('aksi.detail')}</Link></Button> },
  ];
  return (
    <PageBody>
      <PageHeader title={t('laporan_ui.presensi_judul')} caption={t('laporan_ui.presensi_keterangan')} />
      <form onSubmit={(e) => { e.preventDefault(); store.ref.cari = cari.trim(); void store.load(1); }}>
        <Flex gap="2" mb="3">
          <TextField.Root className="siakad-cari" placeholder={t('laporan_ui.cari_dosen')} aria-label={t('laporan_ui.cari_dosen')} value={cari} onChange={(e) => setCari(e.target.value)} />
          <Button type="submit" variant="soft">{t('aksi.cari')}</Button>
        </Flex>
      </form>
      <PagedList store={store} columns={columns} rowKey={(d) => d.id_dosen} />
    </PageBody>
  );
}
