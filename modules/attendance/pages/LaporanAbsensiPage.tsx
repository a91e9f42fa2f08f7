import { Button, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { DuaBaris, PageBody, PageHeader, TabelData } from '../../../core/client';
import { getAbsensiDosen } from '../api';
import type { AbsensiDosenResponse } from '../schemas';
import { createItemStore } from '../store';
import { kolomKehadiranKelas } from './components/kolom';
import { hrefOf } from './components/links';
import { LoadState } from './components/LoadState';

/** /laporan/absensi (dsn00, kor00): your classes of the active semester with meetings held, your attendance and the students' average. */
export default function LaporanAbsensiPage() {
  const { t } = useTranslation('attendance');
  const [store] = useState(() => createItemStore<AbsensiDosenResponse>(() => getAbsensiDosen()));
  const snap = useSnapshot(store.state);
  useEffect(() => void store.load(), [store]);
  const rows = snap.data?.data ?? [];
  return (
    <PageBody>
      <PageHeader title={t('laporan_ui.absensi_judul')} caption={rows[0]?.nama_semester_registrasi ?? t('laporan_ui.absensi_keterangan')} />
      <LoadState status={snap.status} error={snap.error} retry={() => void store.load()}>
        {rows.length === 0 ? <Text color="gray">{t('dosen.jadwal_kosong')}</Text> : (
          <TabelData nama={t('laporan_ui.absensi_judul')} rows={rows} rowKey={(k) => k.id_kelas} columns={[
            { key: 'mata_kuliah', header: t('kolom.mata_kuliah'), rowHeader: true, cell: (k) => <DuaBaris utama={k.nama_mata_kuliah} keterangan={`${k.kode_mata_kuliah} · ${k.sks} SKS`} /> },
            ...kolomKehadiranKelas(t),
            { key: 'aksi', header: '', cell: (k) => (
              <Button asChild size="1" variant="soft">
                <Link href={hrefOf('laporan-absensi-detail', { idMataKuliah: k.id_mata_kuliah, idKelas: k.id_kelas, idPeriode: k.id_semester_registrasi, idSemesterRegistrasi: k.id_semester_registrasi })}>{t('aksi.detail')}</Link>
              </Button>
            ) },
          ]} />
        )}
      </LoadState>
    </PageBody>
  );
}
