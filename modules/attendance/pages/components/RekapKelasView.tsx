import { Button, DataList, Flex, Table, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useBentukTabel, useLayarSempit } from '../../../../core/client';
import { simpanBerkas, unduhRekapKelas } from '../../api';
import type { RekapKelas } from '../../schemas';
import { createItemStore } from '../../store';
import { LoadState } from './LoadState';
import { RekapKelasKartu, SINGKAT, WARNA } from './RekapKelasKartu';

/** A class's attendance matrix (students x meetings, H/I/S/A; a card per student on a phone or where the matrix does not fit) with XLSX and PDF downloads. */
export function RekapKelasView({ loader, download }: { loader: () => Promise<RekapKelas>; download?: { id_kelas: number; id_mata_kuliah?: number } }) {
  const { t } = useTranslation('attendance');
  const [store] = useState(() => createItemStore<RekapKelas>(loader));
  const snap = useSnapshot(store.state);
  const sempit = useLayarSempit();
  useEffect(() => void store.load(), [store]);
  const r = snap.data as RekapKelas | null;
  // A laptop's page beside the drawer: the matrix's cells closer together, or the phone's cards when even that is too wide.
  const { wadah, bentuk } = useBentukTabel(!sempit, r ? `${r.mahasiswa.length}|${r.pertemuan.length}` : '');
  const unduh = async (format: 'xlsx' | 'pdf') => {
    if (!r) return;
    try {
      simpanBerkas(await unduhRekapKelas({ id_kelas: r.keterangan.id_kelas, id_mata_kuliah: r.keterangan.id_mata_kuliah, format }), `presensi-${r.keterangan.kode_mata_kuliah}-${r.keterangan.nama_kelas}.${format}`);
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <LoadState status={snap.status} error={snap.error} retry={() => void store.load()}>
      {r ? (
        <Flex direction="column" gap="3">
          <Flex justify="between" wrap="wrap" gap="3">
            <DataList.Root>
              <DataList.Item><DataList.Label>{t('kolom.mata_kuliah')}</DataList.Label><DataList.Value>{r.keterangan.kode_mata_kuliah} {r.keterangan.nama_mata_kuliah} ({r.keterangan.sks} SKS)</DataList.Value></DataList.Item>
              <DataList.Item><DataList.Label>{t('kolom.kelas')}</DataList.Label><DataList.Value>{r.keterangan.nama_kelas} · {r.keterangan.nama_semester_registrasi}</DataList.Value></DataList.Item>
              <DataList.Item><DataList.Label>{t('kolom.dosen')}</DataList.Label><DataList.Value>{r.keterangan.nama_dosen}</DataList.Value></DataList.Item>
              <DataList.Item><DataList.Label>{t('kolom.terlaksana')}</DataList.Label><DataList.Value>{r.keterangan.pertemuan_terlaksana} / {r.pertemuan.length}</DataList.Value></DataList.Item>
            </DataList.Root>
            {download !== undefined ? (
              <Flex gap="2" align="start">
                <Button variant="soft" onClick={() => void unduh('xlsx')}>{t('aksi.unduh_xlsx')}</Button>
                <Button variant="soft" onClick={() => void unduh('pdf')}>{t('aksi.unduh_pdf')}</Button>
              </Flex>
            ) : null}
          </Flex>
          {r.mahasiswa.length === 0 ? <Text color="gray">{t('dosen.tidak_ada_mahasiswa')}</Text> : sempit ? <RekapKelasKartu rekap={r} label={t('laporan_ui.detail_judul')} /> : (
            <div ref={wadah}>
              {bentuk === 'kartu' ? <RekapKelasKartu rekap={r} label={t('laporan_ui.detail_judul')} /> : (
                <Table.Root variant="surface" size="1" className={bentuk === 'rapat' ? 'siakad-tabel-rapat' : undefined}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeaderCell>{t('kolom.nim')}</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>{t('kolom.nama')}</Table.ColumnHeaderCell>
                      {r.pertemuan.map((p) => <Table.ColumnHeaderCell key={p.pertemuan_ke} align="center" title={p.tanggal}>{p.pertemuan_ke}</Table.ColumnHeaderCell>)}
                      <Table.ColumnHeaderCell align="right">%</Table.ColumnHeaderCell>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {r.mahasiswa.map((m) => (
                      <Table.Row key={m.id_mahasiswa}>
                        <Table.Cell>{m.nim}</Table.Cell>
                        <Table.Cell>{m.nama_mahasiswa}</Table.Cell>
                        {r.pertemuan.map((p) => {
                          const s = m.kehadiran[String(p.pertemuan_ke)];
                          return <Table.Cell key={p.pertemuan_ke} align="center" style={{ color: s ? WARNA[s] : undefined }}>{s ? SINGKAT[s] : '-'}</Table.Cell>;
                        })}
                        <Table.Cell align="right">{m.persen.toLocaleString('id-ID')}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              )}
            </div>
          )}
          <Text size="1" color="gray">{t('laporan_ui.keterangan_kode')}</Text>
        </Flex>
      ) : null}
    </LoadState>
  );
}
