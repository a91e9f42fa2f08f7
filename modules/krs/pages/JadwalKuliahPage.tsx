import { Box, Flex, Heading, Link as RadixLink, Table, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { createListStore, DaftarKartu, KartuBaris, NamaTabel, PageBody, PagedList, PageHeader, useLayarSempit, useLoad, useRouteHref } from '../../../core/client';
import { getJadwalKuliah, getJadwalKuliahCetak, getJadwalKuliahDaftar } from '../api';
import type { DaftarItem, JadwalItem } from '../schemas';
import { CetakButton, LoadState } from './components/shared';
import { formatRentangJam } from '../../../core/contract/format';

/** A class of the weekly timetable, or one of the KRS's classes without a meeting time ('Tanpa jadwal'). */
type Baris = Pick<JadwalItem, 'id_kelas' | 'kode_mata_kuliah' | 'nama_mata_kuliah' | 'nama_kelas' | 'sks' | 'nama_dosen' | 'nama_hari' | 'kode_ruang' | 'nama_gedung'>
  & { jam_mulai: string | null; jam_selesai: string | null };

/** /data-akademik/jadwal-kuliah: this semester's weekly timetable from the KRS, and every semester's list (10 a page). */
export default function JadwalKuliahPage() {
  const { t } = useTranslation('krs');
  const jadwal = useLoad(() => getJadwalKuliah(), []);
  const detailHref = useRouteHref('krs:jadwal-kuliah-detail');
  const sempit = useLayarSempit();
  const [daftar] = useState(() => createListStore<DaftarItem>(({ page, perPage }) => getJadwalKuliahDaftar({ page, per_page: perPage }), { perPage: 10 }));
  useEffect(() => {
    void daftar.load(1);
  }, [daftar]);
  return (
    <PageBody>
      <PageHeader title={t('jadwal.judul')} caption={jadwal.data?.semester.nama_semester_registrasi ?? t('jadwal.keterangan')}
        actions={<CetakButton fetchPdf={() => getJadwalKuliahCetak()} filename="Jadwal-Kuliah.pdf" />} />
      <LoadState status={jadwal.status} error={jadwal.error} onRetry={jadwal.reload}>
        {() => {
          const rows: Baris[] = [...jadwal.data!.data, ...jadwal.data!.tanpa_jadwal.map((k) => ({ ...k, nama_hari: t('jadwal.tanpa_jadwal'), jam_mulai: null, jam_selesai: null, kode_ruang: '-', nama_gedung: '' }))];
          const mataKuliah = (j: Baris) => (detailHref ? (
            <RadixLink asChild><Link href={`${detailHref}?id_kelas=${j.id_kelas}`}>{j.kode_mata_kuliah} {j.nama_mata_kuliah}</Link></RadixLink>
          ) : `${j.kode_mata_kuliah} ${j.nama_mata_kuliah}`);
          const waktu = (j: Baris) => formatRentangJam(j.jam_mulai, j.jam_selesai);
          const ruang = (j: Baris) => `${j.kode_ruang}${j.nama_gedung ? ` · ${j.nama_gedung}` : ''}`;
          if (rows.length === 0) return <Text color="gray">{t('jadwal.kosong')}</Text>;
          // On a phone, one card per class: a seven-column table would hide the room and the lecturer off the screen's edge.
          if (sempit) return (
            <DaftarKartu label={t('jadwal.judul')}>
              {rows.map((j, i) => (
                <KartuBaris key={`${j.id_kelas}-${i}`} judul={mataKuliah(j)}
                  baris={[`${j.nama_hari}, ${waktu(j)}`, `${t('kolom.kelas')} ${j.nama_kelas} · ${j.sks} ${t('kolom.sks')} · ${ruang(j)}`, j.nama_dosen]} />
              ))}
            </DaftarKartu>
          );
          return (
            <Table.Root variant="surface">
              <NamaTabel nama={t('jadwal.judul')} />
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('kolom.hari')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('kolom.waktu')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('kolom.mata_kuliah')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('kolom.kelas')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('kolom.sks')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('kolom.ruang')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('kolom.dosen')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((j, i) => (
                  <Table.Row key={`${j.id_kelas}-${i}`}>
                    <Table.Cell>{j.nama_hari}</Table.Cell>
                    <Table.Cell>{waktu(j)}</Table.Cell>
                    <Table.Cell>{mataKuliah(j)}</Table.Cell>
                    <Table.Cell>{j.nama_kelas}</Table.Cell>
                    <Table.Cell>{j.sks}</Table.Cell>
                    <Table.Cell>{ruang(j)}</Table.Cell>
                    <Table.Cell>{j.nama_dosen}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          );
        }}
      </LoadState>
      <Box mt="5">
        <Flex justify="between" mb="2"><Heading as="h2" size="4">{t('jadwal.semua_semester')}</Heading></Flex>
        <PagedList store={daftar} rowKey={(r) => `${r.id_kelas}`} columns={[
          { key: 'semester', header: t('kolom.semester'), cell: (r) => `${r.nama_semester_registrasi} (${r.semester})` },
          { key: 'mk', header: t('kolom.mata_kuliah'), cell: (r) => `${r.kode_mata_kuliah} ${r.nama_mata_kuliah}` },
          { key: 'kelas', header: t('kolom.kelas'), cell: (r) => r.nama_kelas },
          { key: 'sks', header: t('kolom.sks'), cell: (r) => r.sks, align: 'right' },
          { key: 'waktu', header: t('kolom.waktu'), cell: (r) => r.waktu },
          { key: 'ruang', header: t('kolom.ruang'), cell: (r) => r.ruang },
          { key: 'dosen', header: t('kolom.dosen'), cell: (r) => r.nama_dosen },
        ]} />
      </Box>
    </PageBody>
  );
}
