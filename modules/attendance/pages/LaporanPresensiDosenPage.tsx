import { Button, Table, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import { KolomAksi, PageBody, PageHeader } from '../../../core/client';
import { getLaporanDosenKelas } from '../api';
import type { LaporanDosenKelasResponse } from '../schemas';
import { createItemStore } from '../store';
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
          <Table.Root variant="surface">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('lp3.semester')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kolom.mata_kuliah')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kolom.kelas')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kolom.terlaksana')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('laporan_ui.kehadiran_dosen')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('laporan_ui.rata_mahasiswa')}</Table.ColumnHeaderCell>
                <KolomAksi />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((k) => (
                <Table.Row key={k.id_kelas}>
                  <Table.Cell>{k.nama_semester_registrasi}</Table.Cell>
                  <Table.Cell>{k.nama_mata_kuliah}</Table.Cell>
                  <Table.Cell>{k.nama_kelas}</Table.Cell>
                  <Table.Cell>{k.pertemuan_terlaksana} / {k.jumlah_pertemuan}</Table.Cell>
                  <Table.Cell>{k.kehadiran_dosen}</Table.Cell>
                  <Table.Cell>{k.rata_kehadiran_mahasiswa.toLocaleString('id-ID')}%</Table.Cell>
                  <Table.Cell>
                    <Button asChild size="1" variant="soft">
                      <Link href={hrefOf('laporan-presensi-kelas', { id_dosen, id_semester_registrasi: k.id_semester_registrasi, id_kelas: k.id_kelas, id_mata_kuliah: k.id_mata_kuliah })}>{t('aksi.detail')}</Link>
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
