import { Badge, Button, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { displayValue, DuaBaris, PageBody, PageHeader, TabelData } from '../../../core/client';
import { getJadwalMengajar } from '../api';
import type { JadwalMengajarResponse } from '../schemas';
import { createItemStore } from '../store';
import { hrefOf } from './components/links';
import { LoadState } from './components/LoadState';
import { formatRentangJam } from '../../../core/contract/format';

/** /presensi/presensi-mahasiswa (dsn00): the lecturer's classes of the active semester; each opens its meetings. */
export default function PresensiMahasiswaPage() {
  const { t } = useTranslation('attendance');
  const [store] = useState(() => createItemStore<JadwalMengajarResponse>(getJadwalMengajar));
  const snap = useSnapshot(store.state);
  useEffect(() => void store.load(), [store]);
  const rows = snap.data?.data ?? [];

  return (
    <PageBody>
      <PageHeader title={t('dosen.jadwal_judul')} caption={rows[0] ? rows[0].nama_semester_registrasi : t('dosen.jadwal_keterangan')} />
      <LoadState status={snap.status} error={snap.error} retry={() => void store.load()}>
        {rows.length === 0 ? <Text color="gray">{t('dosen.jadwal_kosong')}</Text> : (
          <TabelData nama={t('dosen.jadwal_judul')} rows={rows} rowKey={(k) => k.id_kelas} columns={[
            { key: 'mata_kuliah', header: t('kolom.mata_kuliah'), rowHeader: true, cell: (k) => <DuaBaris tebal utama={k.nama_mata_kuliah} keterangan={k.kode_mata_kuliah} /> },
            { key: 'nama_kelas', header: t('kolom.kelas') },
            { key: 'sks', header: t('kolom.sks') },
            { key: 'jadwal', header: t('kolom.jadwal'), cell: (k) => (
              <DuaBaris utama={k.hari ? `${t(`hari.${k.hari}`)}, ${formatRentangJam(k.jam_mulai, k.jam_selesai)}` : '-'} keterangan={displayValue(k.nama_ruang)} />
            ) },
            { key: 'jumlah_mahasiswa', header: t('kolom.mahasiswa') },
            { key: 'terlaksana', header: t('kolom.terlaksana'), cell: (k) => <Badge color={k.jumlah_pertemuan ? 'blue' : 'gray'}>{k.pertemuan_terlaksana} / {k.jumlah_pertemuan}</Badge> },
            { key: 'aksi', header: '', cell: (k) => (
              <Button asChild size="1" variant="soft">
                <Link href={hrefOf('pertemuan-kelas', { id_mata_kuliah: k.id_mata_kuliah, id_kelas: k.id_kelas, sks: k.sks })}>{t('aksi.lihat_pertemuan')}</Link>
              </Button>
            ) },
          ]} />
        )}
      </LoadState>
    </PageBody>
  );
}
