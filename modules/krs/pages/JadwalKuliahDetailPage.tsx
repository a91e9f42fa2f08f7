import { Box, Card, DataList, Flex, Heading, Link as RadixLink, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { formatTanggal, PageBody, PageHeader, useLoad, useRouteHref } from '../../../core/client';
import { getJadwalKuliahDetail } from '../api';
import { LoadState } from './components/shared';
import { formatRentangJam } from '../../../core/contract/format';

/** /data-akademik/jadwal-kuliah/detail?id_kelas=: one class of the student's KRS: lecturer, meetings, room, classmates, exams. */
export default function JadwalKuliahDetailPage() {
  const { t } = useTranslation('krs');
  const search = useSearch();
  const idKelas = Number(new URLSearchParams(search).get('id_kelas'));
  const valid = Number.isInteger(idKelas) && idKelas > 0;
  const detail = useLoad(() => (valid ? getJadwalKuliahDetail({ id_kelas: idKelas }) : Promise.reject({ message: t('detail.tanpa_kelas') })), [idKelas]);
  const back = useRouteHref('krs:jadwal-kuliah');
  return (
    <PageBody>
      <PageHeader title={t('detail.judul')} caption={detail.data ? `${detail.data.kelas.kode_mata_kuliah} ${detail.data.kelas.nama_mata_kuliah} (${detail.data.kelas.nama_kelas})` : undefined}
        actions={back ? <RadixLink asChild><Link href={back}>{t('ui.kembali')}</Link></RadixLink> : null} />
      <LoadState status={detail.status} error={detail.error} onRetry={detail.reload}>
        {() => {
          const d = detail.data!;
          return (
            <Flex direction="column" gap="4">
              <Card>
                <DataList.Root>
                  <DataList.Item><DataList.Label>{t('kolom.semester')}</DataList.Label><DataList.Value>{d.semester.nama_semester_registrasi}</DataList.Value></DataList.Item>
                  <DataList.Item><DataList.Label>{t('kolom.mata_kuliah')}</DataList.Label><DataList.Value>{d.kelas.kode_mata_kuliah} {d.kelas.nama_mata_kuliah}</DataList.Value></DataList.Item>
                  <DataList.Item><DataList.Label>{t('kolom.sks')}</DataList.Label><DataList.Value>{d.kelas.sks}</DataList.Value></DataList.Item>
                  <DataList.Item><DataList.Label>{t('kolom.dosen')}</DataList.Label><DataList.Value>{d.dosen.nama_dosen}{d.dosen.nidn ? ` (NIDN ${d.dosen.nidn})` : ''}</DataList.Value></DataList.Item>
                  <DataList.Item><DataList.Label>{t('detail.email_dosen')}</DataList.Label><DataList.Value>{d.dosen.email}</DataList.Value></DataList.Item>
                  <DataList.Item><DataList.Label>{t('detail.peserta')}</DataList.Label><DataList.Value>{t('detail.peserta_dari', { jumlah: d.jumlah_peserta, kuota: d.kelas.kuota })}</DataList.Value></DataList.Item>
                </DataList.Root>
              </Card>
              <Box>
                <Heading as="h2" size="4" mb="2">{t('detail.pertemuan')}</Heading>
                {d.kelas.jadwal.length === 0 ? <Text color="gray">{t('jadwal.tanpa_jadwal')}</Text> : d.kelas.jadwal.map((j, i) => (
                  <Text as="p" key={i}>{j.nama_hari}, {formatRentangJam(j.jam_mulai, j.jam_selesai)} · {j.nama_ruang} ({j.nama_gedung})</Text>
                ))}
              </Box>
              <Box>
                <Heading as="h2" size="4" mb="2">{t('detail.ujian')}</Heading>
                {d.ujian.length === 0 ? <Text color="gray">{t('ujian.belum_dijadwalkan')}</Text> : (
                  <Table.Root variant="surface">
                    <Table.Body>
                      {d.ujian.map((u) => (
                        <Table.Row key={u.jenis_ujian}>
                          <Table.RowHeaderCell>{u.jenis_ujian}</Table.RowHeaderCell>
                          <Table.Cell>{formatTanggal(u.tanggal)}</Table.Cell>
                          <Table.Cell>{formatRentangJam(u.jam_mulai, u.jam_selesai)}</Table.Cell>
                          <Table.Cell>{u.nama_ruang}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                )}
              </Box>
            </Flex>
          );
        }}
      </LoadState>
    </PageBody>
  );
}
