import { Button, Table, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { KolomAksi, PageBody, PageHeader } from '../../../core/client';
import { getAbsensiDosen } from '../api';
import type { AbsensiDosenResponse } from '../schemas';
import { createItemStore } from '../store';
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
          <Table.Root variant="surface">
            <Table.Header>
              <Table.Row>
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
                  <Table.Cell>{k.nama_mata_kuliah}<br /><Text size="1" color="gray">{k.kode_mata_kuliah} · {k.sks} SKS</Text></Table.Cell>
                  <Table.Cell>{k.nama_kelas}</Table.Cell>
                  <Table.Cell>{k.pertemuan_terlaksana} / {k.jumlah_pertemuan}</Table.Cell>
                  <Table.Cell>{k.kehadiran_dosen}</Table.Cell>
                  <Table.Cell>{k.rata_kehadiran_mahasiswa.toLocaleString('id-ID')}%</Table.Cell>
                  <Table.Cell>
                    <Button asChild size="1" variant="soft">
                      <Link href={hrefOf('laporan-absensi-detail', { idMataKuliah: k.id_mata_kuliah, idKelas: k.id_kelas, idPeriode: k.id_semester_registrasi, idSemesterRegistrasi: k.id_semester_registrasi })}>{t('aksi.detail')}</Link>
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
