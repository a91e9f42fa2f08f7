import { Button, Flex, Table, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import { formatTanggal, KolomAksi, PageBody, PageHeader } from '../../../core/client';
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
          <Table.Root variant="surface">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('kolom.pertemuan')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kolom.tanggal')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kolom.jam')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kolom.status')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kolom.hadir')}</Table.ColumnHeaderCell>
                <KolomAksi />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {snap.data.data.map((p) => (
                <Table.Row key={p.uid} style={p.hari_ini ? { background: 'var(--blue-3)' } : undefined}>
                  <Table.Cell>{t('dosen.pertemuan_ke', { ke: p.pertemuan_ke })} {p.jenis !== 'kuliah' ? <Text weight="bold">({t(`jenis.${p.jenis}`)})</Text> : null}</Table.Cell>
                  <Table.Cell><Flex direction="column">{formatTanggal(p.tanggal)}{p.hari_ini ? <Text size="1" color="blue" weight="bold">{t('dosen.hari_ini')}</Text> : null}</Flex></Table.Cell>
                  <Table.Cell>{formatRentangJam(p.jam_mulai, p.jam_selesai)}</Table.Cell>
                  <Table.Cell><StatusPertemuanBadge status={p.status} /></Table.Cell>
                  <Table.Cell>{p.jumlah_hadir}</Table.Cell>
                  <Table.Cell>
                    <Button asChild size="1" variant={p.hari_ini ? 'solid' : 'soft'}>
                      <Link href={hrefOf('detail-pertemuan', { uid: p.uid })} aria-label={t('dosen.buka_pertemuan_ke', { ke: p.pertemuan_ke })}>{t('aksi.detail')}</Link>
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </LoadState>
    </PageBody>
  );
}
