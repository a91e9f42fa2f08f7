import { Box, Button, Callout, Flex, Heading, Spinner, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, Jendela, notifySuccess, PageBody, PagedList, PageHeader, useKirim } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getProposal, getProposalDt, unduh, validasiProposal } from '../api';
import type { Proposal, ProposalDetail } from '../schemas';
import { messageOf } from './components/messages';
import { RiwayatList } from './components/RiwayatList';
import { StatusBadge } from './components/StatusBadge';
import { tampilWaktu } from './components/tampil';
import { ALASAN_MINIMAL, alasanCukup } from './components/alasan';

const FILTERS = ['diajukan', 'dikembalikan', 'revisi', 'divalidasi', 'dibatalkan', ''] as const;

/** /sidang-pra-uaps/validasi-ajuan: programme staff check submitted proposals (files, history) and validate or return them. */
export default function ValidasiAjuanPage() {
  const { t } = useTranslation('uaps');
  const [status, setStatus] = useState<(typeof FILTERS)[number]>('diajukan');
  // The loader reads the filter through a ref, so the store is created once.
  const filter = useRef<string>(status);
  filter.current = status;
  const [store] = useState(() => createListStore<Proposal>(({ page, perPage }) => getProposalDt({ page, per_page: perPage, status: filter.current || undefined }), { perPage: PAGE_SIZE.PROPOSALS }));
  const [openId, setOpenId] = useState<number | null>(null);
  useEffect(() => { void store.load(1); }, [store, status]);

  return (
    <PageBody>
      <PageHeader title={t('halaman.validasi_ajuan_judul')} caption={t('halaman.validasi_ajuan_keterangan')} />
      <Flex gap="2" mb="3" wrap="wrap" role="group" aria-label={t('halaman.status')}>
        {FILTERS.map((f) => (
          <Button key={f || 'semua'} size="1" variant={status === f ? 'solid' : 'soft'} onClick={() => setStatus(f)}>{f ? t(`status.${f}`) : t('halaman.semua')}</Button>
        ))}
      </Flex>
      <PagedList store={store} rowKey={(r) => r.id_proposal_tugas_akhir} columns={[
        { key: 'nim', header: t('halaman.nim') },
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa') },
        { key: 'nama_prodi', header: t('halaman.prodi') },
        { key: 'judul', header: t('halaman.judul') },
        { key: 'diajukan_at', header: t('halaman.diajukan'), cell: (r) => tampilWaktu(r.diajukan_at) },
        { key: 'status', header: t('halaman.status'), cell: (r) => <StatusBadge status={r.status} /> },
        { key: 'aksi', header: '', cell: (r) => <Button size="1" onClick={() => setOpenId(r.id_proposal_tugas_akhir)} aria-label={`${t('halaman.periksa')} ${r.nama_mahasiswa}`}>{t('halaman.periksa')}</Button> },
      ]} />
      <Jendela terbuka={openId !== null} onTutup={() => setOpenId(null)} judul={t('halaman.periksa_proposal')} lebar="720px">
        {openId ? <ProposalReview id={openId} onDone={() => { setOpenId(null); void store.load(); }} /> : null}
      </Jendela>
    </PageBody>
  );
}

function ProposalReview({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation('uaps');
  const [p, setP] = useState<ProposalDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [catatan, setCatatan] = useState('');
  const { busy, kirim } = useKirim();
  useEffect(() => { getProposal(id).then(setP).catch((e) => setError(messageOf(e) ?? t('halaman.gagal_memuat'))); }, [id, t]);

  const act = async (aksi: 'validasi' | 'kembalikan') => {
    await kirim(async () => {
      await validasiProposal({ id_proposal_tugas_akhir: id, aksi, catatan: catatan.trim() || undefined });
      notifySuccess(aksi === 'validasi' ? t('halaman.proposal_tervalidasi') : t('halaman.proposal_dikembalikan'));
      onDone();
    });
  };

  if (error) return <Callout.Root color="red" role="alert"><Callout.Text>{error}</Callout.Text></Callout.Root>;
  if (!p) return <Flex gap="2" role="status"><Spinner /><Text>{t('halaman.memuat')}</Text></Flex>;
  return (
    <Flex direction="column" gap="3">
      <Box>
        <Heading as="h2" size="3">{p.judul}</Heading>
        <Text as="p" size="2" color="gray">{p.nim} — {p.nama_mahasiswa} · {p.nama_prodi} · {p.jenis}</Text>
        <Text as="p" size="2">{p.ringkasan || '-'}</Text>
        {p.dosen_usulan ? <Text as="p" size="2">{t('halaman.dosen_usulan')}: {p.dosen_usulan}</Text> : null}
      </Box>
      <Box>
        <Flex justify="between" align="center"><Text weight="bold">{t('halaman.berkas_syarat')}</Text>
          {p.berkas.length ? <Button size="1" variant="soft" onClick={() => void unduh(`tugas-akhir/pengajuan-proposal/berkas-zip/${p.id_proposal_tugas_akhir}`).catch(() => undefined)}>{t('halaman.unduh_zip')}</Button> : null}
        </Flex>
        {p.berkas.length === 0 ? <Text color="gray" size="2">{t('halaman.belum_diunggah')}</Text> : (
          <ul style={{ margin: 0, paddingLeft: 16 }}>
            {p.berkas.map((b) => (
              <li key={b.id_proposal_tugas_akhir_syarat}>
                <Text size="2">{b.nama_syarat}: </Text>
                <Button size="1" variant="ghost" onClick={() => void unduh(`tugas-akhir/pengajuan-proposal/berkas/${p.id_proposal_tugas_akhir}/${b.id_syarat_berkas_ta}`).catch(() => undefined)}>{b.nama_berkas}</Button>
              </li>
            ))}
          </ul>
        )}
      </Box>
      <Box><Text weight="bold">{t('halaman.riwayat')}</Text><RiwayatList rows={p.riwayat} /></Box>
      {p.aksi.length ? (
        <>
          <label>
            <Text as="div" size="2" weight="bold" mb="1">{t('halaman.catatan_validasi')}</Text>
            <TextArea value={catatan} onChange={(e) => setCatatan(e.target.value)} maxLength={1000} rows={3} aria-label={t('halaman.catatan_validasi')} />
          </label>
          <Flex gap="3" justify="end" align="center" wrap="wrap">
            <Text size="1" color="gray" mr="auto">{alasanCukup(catatan) ? null : t('halaman.alasan_wajib', { minimal: ALASAN_MINIMAL })}</Text>
            {/* Returning needs the note as its reason; validating does not. */}
            <Button color="amber" variant="soft" disabled={busy || !alasanCukup(catatan)} onClick={() => void act('kembalikan')}>{t('halaman.kembalikan')}</Button>
            <Button color="green" disabled={busy} onClick={() => void act('validasi')}>{t('halaman.validasi')}</Button>
          </Flex>
        </>
      ) : <Flex gap="2" align="center"><Text size="2">{t('halaman.status')}:</Text><StatusBadge status={p.status} /></Flex>}
    </Flex>
  );
}
