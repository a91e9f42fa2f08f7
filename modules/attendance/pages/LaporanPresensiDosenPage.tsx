import { Button, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import { PageBody, PageHeader, TabelData } from '../../../core/client';
import { getLaporanDosenKelas } from '../api';
import type { LaporanDosenKelasResponse } from '../schemas';
import { createItemStore } from '../store';
import { kolomKehadiranKelas } from './components/kolom';
import { hrefOf } from './components/links';
import { LoadState } from './components/LoadState';

/** /laporan-presensi/detail/:id_dosen (aka00-02): one lecturer's classes of every semester with their attendance figures. */
export default function LaporanPresensiDosenPage() {
  const { t } = useTranslation('attendance');
  const { id_dosen } = useParams<{ id_dosen: string }>();
  const [store] = useState(() => createItemStore<LaporanDosenKelasResponse>(() => getLaporanDosenKelas(id_dosen)));
  const snap = useSnapshot(store.state);
  useEffect(() => void store.load(), [store]);
  const rows = snap.data?.data ?? [];
  return (
    <PageBody>
      <PageHeader title={snap.data?.dosen.nama_dosen ?? t('laporan_ui.presensi_judul')} caption={snap.data?.dosen.nidn ? `NIDN ${snap.data.dosen.nidn}` : undefined}
        actions={<Button asChild variant="soft"><Link href={hrefOf('laporan-presensi')}>{t('aksi.kembali')}</Link></Button>} />
      <LoadState status={snap.status} error={snap.error} retry={() => void store.load()}>
        {rows.length === 0 ? <Text color="gray">{t('laporan_ui.tidak_ada_kelas')}</Text> : (
          <TabelData nama={snap.data?.dosen.nama_dosen} rows={rows} rowKey={(k) => k.id_kelas} columns={[
            { key: 'nama_semester_registrasi', header: t('lp3.semester') },
            { key: 'nama_mata_kuliah', header: t('kolom.mata_kuliah'), rowHeader: true },
            ...kolomKehadiranKelas(t),
            { key: 'aksi', header: '', cell: (k) => (
              <Button asChild size="1" variant="soft">
                <Link href={hrefOf('laporan-presensi-kelas', { id_dosen, id_semester_registrasi: k.id_semester_registrasi, id_kelas: k.id_kelas, id_mata_kuliah: k.id_mata_kuliah })}>{t('aksi.detail')}</Link>
              </Button>
            ) },
          ]} />
        )}
      </LoadState>
    </PageBody>
  );
}
