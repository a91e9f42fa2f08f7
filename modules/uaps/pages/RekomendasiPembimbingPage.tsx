import { Box, Flex, Heading, Tabs, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, PagedList, PageBody, PageHeader } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getRekomendasiPembimbing, getRekomendasiPenelitian } from '../api';
import type { RekomendasiPembimbing, RekomendasiPenelitian } from '../schemas';

/** /ujian-akhir-program-studi/rekomendasi-pembimbing: supervisors with free quota and research already done in the programme (15 per page). */
export default function RekomendasiPembimbingPage() {
  const { t } = useTranslation('uaps');
  const size = { perPage: PAGE_SIZE.SUPERVISOR_RECOMMENDATIONS };
  const [dosen] = useState(() => createListStore<RekomendasiPembimbing>(({ page, perPage }) => getRekomendasiPembimbing({ page, per_page: perPage }), size));
  const [riset] = useState(() => createListStore<RekomendasiPenelitian>(({ page, perPage }) => getRekomendasiPenelitian({ page, per_page: perPage }), size));
  useEffect(() => { void dosen.load(1); void riset.load(1); }, [dosen, riset]);

  return (
    <PageBody>
      <PageHeader title={t('halaman.rekomendasi_judul')} caption={t('halaman.rekomendasi_keterangan')} />
      <Tabs.Root defaultValue="pembimbing">
        <Tabs.List>
          <Tabs.Trigger value="pembimbing">{t('halaman.tab_pembimbing')}</Tabs.Trigger>
          <Tabs.Trigger value="penelitian">{t('halaman.tab_penelitian')}</Tabs.Trigger>
        </Tabs.List>
        <Box pt="3">
          <Tabs.Content value="pembimbing">
            <PagedList store={dosen} rowKey={(r) => r.id_dosen} columns={[
              { key: 'nama_dosen', header: t('halaman.dosen'), cell: (r) => <><Text>{r.nama_dosen}</Text><Text as="div" size="1" color="gray">{r.jabatan_fungsional}{r.nidn ? ` · NIDN ${r.nidn}` : ''}</Text></> },
              { key: 'sisa_kuota', header: t('halaman.sisa_kuota'), align: 'center', cell: (r) => `${r.sisa_kuota} / ${r.kuota}` },
              { key: 'topik', header: t('halaman.topik_bimbingan'), cell: (r) => (r.topik.length ? <Flex direction="column">{r.topik.map((x) => <Text key={x} size="1">{x}</Text>)}</Flex> : '-') },
            ]} />
          </Tabs.Content>
          <Tabs.Content value="penelitian">
            <Heading as="h2" size="2" mb="2" color="gray">{t('halaman.penelitian_keterangan')}</Heading>
            <PagedList store={riset} rowKey={(r) => r.id_tugas_akhir} columns={[
              { key: 'judul', header: t('halaman.judul') },
              { key: 'jenis', header: t('halaman.jenis') },
              { key: 'tahun', header: t('halaman.tahun'), align: 'center' },
              { key: 'pembimbing', header: t('halaman.pembimbing') },
            ]} />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </PageBody>
  );
}
