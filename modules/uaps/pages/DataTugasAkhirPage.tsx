import { Box, Button, Callout, Card, DataList, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { displayValue, formatTanggal, formatTanggalJam, PageBody, PageHeader, TabelData, useRouteHref } from '../../../core/client';
import { getTugasAkhirSaya, unduh } from '../api';
import type { TugasAkhirSaya } from '../schemas';
import { messageOf } from './components/messages';
import { PerubahanSaya } from './components/PerubahanSaya';
import { IzinPerubahanSaya } from './components/IzinPerubahanSaya';
import { PerpanjanganSaya } from './components/PerpanjanganSaya';
import { RiwayatList } from './components/RiwayatList';
import { StatusBadge } from './components/StatusBadge';
import { UjianProposalSaya } from './components/UjianProposalSaya';
import { formatNilai } from '../format';

/** /ujian-akhir-program-studi/data-tugas-akhir: the student's final project: stage, dates, supervisors with their letters, history. */
export default function DataTugasAkhirPage() {
  const { t } = useTranslation('uaps');
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error'; message: string | null } | { status: 'success'; data: TugasAkhirSaya }>({ status: 'loading' });
  const proposalHref = useRouteHref('uaps:proposal');
  const refresh = useCallback(() => {
    setState({ status: 'loading' });
    getTugasAkhirSaya().then((data) => setState({ status: 'success', data })).catch((e) => setState({ status: 'error', message: messageOf(e) }));
  }, []);
  useEffect(() => { refresh(); }, [refresh]);

  return (
    <PageBody>
      <PageHeader title={t('halaman.data_ta_judul')} caption={t('halaman.data_ta_keterangan')} />
      {state.status === 'loading' ? <Flex gap="2" role="status"><Spinner /><Text>{t('halaman.memuat')}</Text></Flex> : null}
      {state.status === 'error' ? (
        <Callout.Root color="red" role="alert"><Callout.Text>{state.message ?? t('halaman.gagal_memuat')}</Callout.Text><Box mt="2"><Button variant="soft" onClick={refresh}>{t('halaman.coba_lagi')}</Button></Box></Callout.Root>
      ) : null}
      {state.status === 'success' && !state.data.tugas_akhir ? (
        <Callout.Root color="blue"><Callout.Text>{t('galat.tugas_akhir_belum_ada')} {proposalHref ? <Link href={proposalHref}>{t('menu.proposal')}</Link> : null}</Callout.Text></Callout.Root>
      ) : null}
      {state.status === 'success' && state.data.tugas_akhir ? (() => {
        const ta = state.data.tugas_akhir;
        return (
          <Flex direction="column" gap="4">
            <Card size="3">
              <Heading as="h2" size="4" mb="3">{ta.judul}</Heading>
              <DataList.Root>
                <DataList.Item><DataList.Label>{t('halaman.mahasiswa')}</DataList.Label><DataList.Value>{ta.nim} — {ta.nama_mahasiswa}</DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{t('halaman.prodi')}</DataList.Label><DataList.Value>{ta.nama_prodi}</DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{t('halaman.jenis')}</DataList.Label><DataList.Value>{ta.jenis}</DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{t('halaman.tahap')}</DataList.Label><DataList.Value><StatusBadge status={ta.status} /></DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{t('halaman.tanggal_mulai')}</DataList.Label><DataList.Value>{formatTanggal(ta.tanggal_mulai)}</DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{t('halaman.batas_selesai')}</DataList.Label><DataList.Value>{formatTanggal(ta.batas_selesai)}{ta.jumlah_perpanjangan ? ` (${t('halaman.perpanjangan_ke', { n: ta.jumlah_perpanjangan })})` : ''}</DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{t('halaman.bimbingan_tervalidasi')}</DataList.Label><DataList.Value>{ta.bimbingan_tervalidasi}</DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{t('halaman.nilai_akhir')}</DataList.Label><DataList.Value>{displayValue(ta.nilai_huruf ? `${formatNilai(ta.nilai_akhir)} (${ta.nilai_huruf})` : null)}</DataList.Value></DataList.Item>
              </DataList.Root>
            </Card>
            <Card size="3">
              <Heading as="h3" size="3" mb="2">{t('halaman.pembimbing')}</Heading>
              {ta.pembimbing.length === 0 ? <Text color="gray">{t('galat.belum_ada_pembimbing')}</Text> : (
                <TabelData nama={t('halaman.pembimbing')} rows={ta.pembimbing} rowKey={(p) => p.id_tugas_akhir_pembimbing} columns={[
                  { key: 'nama_dosen', header: t('halaman.dosen'), rowHeader: true },
                  { key: 'peran', header: t('halaman.peran'), cell: (p) => t(`peran.${p.peran}`) },
                  { key: 'surat', header: t('halaman.surat_tugas'), cell: (p) => (
                    <Box>
                      <Button variant="ghost" size="1" aria-label={`${t('halaman.unduh_surat')} ${p.nomor_surat}`} onClick={() => void unduh(`tugas-akhir/mahasiswa-bimbingan/surat-tugas/${p.id_tugas_akhir_pembimbing}`).catch(() => undefined)}>{p.nomor_surat}</Button>
                      <Text as="div" size="1" color="gray">{formatTanggal(p.tanggal_surat)}</Text>
                    </Box>
                  ) },
                  { key: 'bimbingan', header: t('halaman.bimbingan_tervalidasi'), cell: (p) => `${p.bimbingan_tervalidasi} / ${p.bimbingan_total}` },
                  { key: 'persetujuan_sidang_at', header: t('halaman.persetujuan_sidang'), cell: (p) => (p.persetujuan_sidang_at ? formatTanggalJam(p.persetujuan_sidang_at) : '-') },
                ]} />
              )}
            </Card>
            <UjianProposalSaya />
            <PerubahanSaya jalur="mahasiswa" targets={ta.pembimbing.map((p) => ({ id: p.id_dosen, label: `${p.nama_dosen} (${t(`peran.${p.peran}`)})` }))} />
            <IzinPerubahanSaya judul={ta.judul} />
            <PerpanjanganSaya batas={ta.batas_selesai} jumlah={ta.jumlah_perpanjangan} />
            <Card size="3"><Heading as="h3" size="3" mb="2">{t('halaman.riwayat')}</Heading><RiwayatList rows={ta.riwayat} /></Card>
          </Flex>
        );
      })() : null}
    </PageBody>
  );
}
