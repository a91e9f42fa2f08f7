import { Button, Flex, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import { formatTanggal, PageBody, PageHeader, TabelData } from '../../../core/client';
import { getJadwalPertemuanDosen } from '../api';
import type { JadwalPertemuanDosenResponse } from '../schemas';
import { createItemStore } from '../store';
import { hrefOf } from './components/links';
import { LoadState } from './components/LoadState';
import { StatusPertemuanBadge } from './components/StatusBadge';
import { formatRentangJam } from '../../../core/contract/format';

/** /presensi/presensi-mahasiswa/pertemuan/:id_mata_kuliah/:id_kelas/:sks (dsn00): the class's meetings; today's is highlighted. */
export default function PertemuanKelasPage() {
  const { t } = useTranslation('attendance');
  const params = useParams<{ id_mata_kuliah: string; id_kelas: string; sks: string }>();
  const [store] = useState(() => createItemStore<JadwalPertemuanDosenResponse>(() => getJadwalPertemuanDosen(params.id_mata_kuliah, params.id_kelas, params.sks)));
  const snap = useSnapshot(store.state);
  useEffect(() => void store.load(), [store]);
  const kelas = snap.data?.kelas;

  return (
    <PageBody>
      <PageHeader
        title={kelas ? `${kelas.nama_mata_kuliah} — ${t('kolom.kelas')} ${kelas.nama_kelas}` : t('dosen.pertemuan_judul')}
        caption={kelas ? t('dosen.pertemuan_keterangan', { sks: kelas.sks, jumlah: kelas.jumlah_mahasiswa }) : undefined}
        actions={<Button asChild variant="soft"><Link href={hrefOf('presensi-mahasiswa')}>{t('aksi.kembali')}</Link></Button>}
      />
      <LoadState status={snap.status} error={snap.error} retry={() => void store.load()}>
        {!snap.data?.data.length ? <Text color="gray">{t('dosen.pertemuan_kosong')}</Text> : (
          <TabelData nama={t('dosen.pertemuan_judul')} rows={snap.data.data} rowKey={(p) => p.uid} sorot={(p) => p.hari_ini} columns={[
            { key: 'pertemuan_ke', header: t('kolom.pertemuan'), rowHeader: true, cell: (p) => <>{t('dosen.pertemuan_ke', { ke: p.pertemuan_ke })} {p.jenis !== 'kuliah' ? <Text weight="bold">({t(`jenis.${p.jenis}`)})</Text> : null}</> },
            { key: 'tanggal', header: t('kolom.tanggal'), cell: (p) => <Flex direction="column">{formatTanggal(p.tanggal)}{p.hari_ini ? <Text size="1" color="blue" weight="bold">{t('dosen.hari_ini')}</Text> : null}</Flex> },
            { key: 'jam', header: t('kolom.jam'), cell: (p) => formatRentangJam(p.jam_mulai, p.jam_selesai) },
            { key: 'status', header: t('kolom.status'), cell: (p) => <StatusPertemuanBadge status={p.status} /> },
            { key: 'jumlah_hadir', header: t('kolom.hadir') },
            { key: 'aksi', header: '', cell: (p) => (
              <Button asChild size="1" variant={p.hari_ini ? 'solid' : 'soft'}>
                <Link href={hrefOf('detail-pertemuan', { uid: p.uid })} aria-label={t('dosen.buka_pertemuan_ke', { ke: p.pertemuan_ke })}>{t('aksi.detail')}</Link>
              </Button>
            ) },
          ]} />
        )}
      </LoadState>
    </PageBody>
  );
}
