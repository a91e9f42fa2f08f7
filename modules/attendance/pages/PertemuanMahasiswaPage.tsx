import { Button, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import { formatTanggal, PageBody, PageHeader, TabelData } from '../../../core/client';
import { getJadwalPertemuanMahasiswa } from '../api';
import type { JadwalPertemuanMhsResponse } from '../schemas';
import { createItemStore } from '../store';
import { hrefOf } from './components/links';
import { LoadState } from './components/LoadState';
import { StatusKehadiranBadge, StatusPertemuanBadge } from './components/StatusBadge';
import { formatRentangJam } from '../../../core/contract/format';

/** /presensi/pertemuan/:id_mata_kuliah/:id_kelas/:id_semester_registrasi (mhs00): the meetings and the student's own status; an open meeting offers the scan. */
export default function PertemuanMahasiswaPage() {
  const { t } = useTranslation('attendance');
  const params = useParams<{ id_mata_kuliah: string; id_kelas: string; id_semester_registrasi: string }>();
  const [store] = useState(() => createItemStore<JadwalPertemuanMhsResponse>(() => getJadwalPertemuanMahasiswa(params.id_kelas, params.id_mata_kuliah)));
  const snap = useSnapshot(store.state);
  useEffect(() => void store.load(), [store]);
  const kelas = snap.data?.kelas;

  return (
    <PageBody>
      <PageHeader
        title={kelas ? kelas.nama_mata_kuliah : t('mahasiswa.pertemuan_judul')}
        caption={kelas ? t('mahasiswa.pertemuan_keterangan', { kelas: kelas.nama_kelas, persen: kelas.persen.toLocaleString('id-ID'), hadir: kelas.hadir, total: kelas.pertemuan_terlaksana }) : undefined}
        actions={<Button asChild variant="soft"><Link href={hrefOf('presensi')}>{t('aksi.kembali')}</Link></Button>}
      />
      <LoadState status={snap.status} error={snap.error} retry={() => void store.load()}>
        {!snap.data?.data.length ? <Text color="gray">{t('mahasiswa.pertemuan_kosong')}</Text> : (
          <TabelData nama={t('mahasiswa.pertemuan_judul')} rows={snap.data.data} rowKey={(p) => p.id_pertemuan} columns={[
            { key: 'pertemuan_ke', header: t('kolom.pertemuan'), rowHeader: true, cell: (p) => `${t('dosen.pertemuan_ke', { ke: p.pertemuan_ke })}${p.jenis !== 'kuliah' ? ` (${t(`jenis.${p.jenis}`)})` : ''}` },
            { key: 'tanggal', header: t('kolom.tanggal'), cell: (p) => formatTanggal(p.tanggal) },
            { key: 'jam', header: t('kolom.jam'), cell: (p) => formatRentangJam(p.jam_mulai, p.jam_selesai) },
            { key: 'status', header: t('kolom.status'), cell: (p) => <StatusPertemuanBadge status={p.status_pertemuan} /> },
            { key: 'kehadiran', header: t('kolom.kehadiran'), cell: (p) => <StatusKehadiranBadge status={p.status_kehadiran} /> },
            { key: 'aksi', header: '', cell: (p) => (p.status_pertemuan === 'dibuka' && !p.status_kehadiran ? (
              <Button asChild size="1">
                <Link href={hrefOf('scan-qr', { pertemuan_ke: p.pertemuan_ke, id_mata_kuliah: params.id_mata_kuliah, id_kelas: params.id_kelas, id_semester_registrasi: params.id_semester_registrasi })}>
                  {t('aksi.pindai_qr')}
                </Link>
              </Button>
            ) : null) },
          ]} />
        )}
      </LoadState>
    </PageBody>
  );
}
