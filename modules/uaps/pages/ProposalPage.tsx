import { Box, Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { konfirmasi, notifySuccess, PageBody, PageHeader, useRouteHref, useKirim } from '../../../core/client';
import { ajukanProposal, batalkanProposal, buatDraft, getProposal, getSyaratBerkas, getTugasAkhirSaya, mulaiPerbaikan, ubahProposal, unduh, unggahBerkas } from '../api';
import type { ProposalDetail, SyaratBerkas } from '../schemas';
import { BerkasSyarat } from './components/BerkasSyarat';
import { messageOf } from './components/messages';
import { ProposalForm } from './components/ProposalForm';
import { RiwayatList } from './components/RiwayatList';
import { StatusBadge } from './components/StatusBadge';

type Load = { status: 'loading' } | { status: 'error'; message: string | null } | { status: 'success'; proposal: ProposalDetail | null; syarat: SyaratBerkas[] };

/** /ujian-akhir-program-studi/propsal-ujian-akhir: the student's proposal: draft, files, submit, cancel and the revision cycle. */
export default function ProposalPage() {
  const { t } = useTranslation('uaps');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const { busy, kirim } = useKirim();
  const dataHref = useRouteHref('uaps:data-tugas-akhir');

  const refresh = useCallback(async () => {
    try {
      const [mine, syarat] = await Promise.all([getTugasAkhirSaya(), getSyaratBerkas()]);
      const proposal = mine.proposal ? await getProposal(mine.proposal.id_proposal_tugas_akhir) : null;
      setLoad({ status: 'success', proposal, syarat: syarat.data });
    } catch (error) {
      setLoad({ status: 'error', message: messageOf(error) });
    }
  }, []);
  useEffect(() => { void refresh(); }, [refresh]);

  const act = async (work: () => Promise<ProposalDetail>, done: string) => {
    await kirim(async () => {
      const p = await work();
      setLoad((l) => (l.status === 'success' ? { ...l, proposal: p } : l));
      notifySuccess(done);
    });
  };

  if (load.status === 'loading') return <PageBody><PageHeader title={t('halaman.proposal_judul')} /><Flex gap="2" role="status"><Spinner /><Text>{t('halaman.memuat')}</Text></Flex></PageBody>;
  if (load.status === 'error') {
    return (
      <PageBody>
        <PageHeader title={t('halaman.proposal_judul')} />
        <Callout.Root color="red" role="alert"><Callout.Text>{load.message ?? t('halaman.gagal_memuat')}</Callout.Text></Callout.Root>
        <Box mt="2"><Button variant="soft" onClick={() => void refresh()}>{t('halaman.coba_lagi')}</Button></Box>
      </PageBody>
    );
  }

  const { proposal: p, syarat } = load;
  const fresh = !p || p.status === 'dibatalkan';
  const editable = p && (p.status === 'draft' || p.status === 'revisi');
  const tahap = p?.status === 'revisi' ? 'perbaikan' : 'draft';

  return (
    <PageBody>
      <PageHeader title={t('halaman.proposal_judul')} caption={t('halaman.proposal_keterangan')} />
      {fresh ? (
        <Card size="3">
          <Heading as="h2" size="4" mb="3">{t('halaman.buat_draf')}</Heading>
          {p ? <Text as="p" color="gray" size="2" mb="3">{t('halaman.sebelumnya_dibatalkan')}</Text> : null}
          <ProposalForm submitLabel={t('halaman.simpan_draf')} onSubmit={async (v) => act(() => buatDraft(v), t('halaman.draf_tersimpan'))} />
        </Card>
      ) : (
        <Flex direction="column" gap="4">
          <Card size="3">
            <Flex justify="between" align="start" gap="3" wrap="wrap">
              <Box>
                <Heading as="h2" size="4">{p.judul}</Heading>
                <Text as="p" color="gray" size="2">{p.jenis} · {p.nim} {p.nama_mahasiswa}</Text>
              </Box>
              <Flex gap="2" align="center"><Text size="2">{t('halaman.status')}:</Text><StatusBadge status={p.status} /></Flex>
            </Flex>
            {p.catatan_validasi ? <Callout.Root color="amber" mt="3"><Callout.Text>{t('halaman.catatan_prodi')}: {p.catatan_validasi}</Callout.Text></Callout.Root> : null}
            {p.status === 'divalidasi' ? (
              <Callout.Root color="green" mt="3"><Callout.Text>{t('halaman.proposal_divalidasi')} {dataHref ? <Link href={dataHref}>{t('menu.data_tugas_akhir')}</Link> : null}</Callout.Text></Callout.Root>
            ) : null}
            {p.status === 'diajukan' ? <Callout.Root color="blue" mt="3"><Callout.Text>{t('halaman.menunggu_validasi')}</Callout.Text></Callout.Root> : null}
          </Card>

          {editable ? (
            <Card size="3">
              <Heading as="h3" size="3" mb="3">{t('halaman.ubah_data')}</Heading>
              <ProposalForm key={p.updated_at} initial={{ judul: p.judul, id_jenis_tugas_akhir: p.id_jenis_tugas_akhir, ringkasan: p.ringkasan }} submitLabel={t('halaman.simpan')}
                onSubmit={async (v) => act(() => ubahProposal(tahap, { ...v, id_proposal_tugas_akhir: p.id_proposal_tugas_akhir }), t('halaman.tersimpan'))} />
            </Card>
          ) : null}

          <Card size="3">
            <Flex justify="between" align="center" mb="3">
              <Heading as="h3" size="3">{t('halaman.berkas_syarat')}</Heading>
              {p.berkas.length ? <Button variant="soft" onClick={() => void unduh(`tugas-akhir/pengajuan-proposal/berkas-zip/${p.id_proposal_tugas_akhir}`).catch(() => undefined)}>{t('halaman.unduh_zip')}</Button> : null}
            </Flex>
            <BerkasSyarat syarat={syarat.map((s) => ({ ...s, id: s.id_syarat_berkas_ta }))} berkas={p.berkas} busy={busy}
              unduh={(id) => void unduh(`tugas-akhir/pengajuan-proposal/berkas/${p.id_proposal_tugas_akhir}/${id}`).catch(() => undefined)}
              unggah={editable ? (id, file) => void act(() => unggahBerkas(tahap, p.id_proposal_tugas_akhir, id, file), t('halaman.berkas_terunggah')) : undefined} />
          </Card>

          <Flex gap="3" wrap="wrap">
            {p.aksi.includes('mengajukan') ? <Button disabled={busy} onClick={() => void act(() => ajukanProposal('draft', p.id_proposal_tugas_akhir), t('halaman.terajukan'))}>{t('halaman.ajukan_proposal')}</Button> : null}
            {p.aksi.includes('ajukan_perbaikan') ? <Button disabled={busy} onClick={() => void act(() => ajukanProposal('perbaikan', p.id_proposal_tugas_akhir), t('halaman.terajukan'))}>{t('halaman.ajukan_perbaikan')}</Button> : null}
            {p.aksi.includes('perbaikan') ? <Button disabled={busy} onClick={() => void act(() => mulaiPerbaikan(p.id_proposal_tugas_akhir), t('halaman.perbaikan_dimulai'))}>{t('halaman.mulai_perbaikan')}</Button> : null}
            {p.aksi.includes('batal') ? (
              <Button color="red" variant="soft" disabled={busy} onClick={async () => { if (await konfirmasi(t('halaman.yakin_batal'), { ya: t('halaman.batalkan'), bahaya: true })) void act(() => batalkanProposal(tahap, p.id_proposal_tugas_akhir), t('halaman.dibatalkan')); }}>{t('halaman.batalkan')}</Button>
            ) : null}
          </Flex>

          <Card size="3">
            <Heading as="h3" size="3" mb="2">{t('halaman.riwayat')}</Heading>
            <RiwayatList rows={p.riwayat} />
          </Card>
        </Flex>
      )}
    </PageBody>
  );
}
