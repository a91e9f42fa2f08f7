import { Box, Button, Callout, Flex, Heading, Spinner, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, Jendela, notifySuccess, PageBody, PagedList, PageHeader, useKirim } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getSidang, getSidangDt, unduh, validasiSidang } from '../api';
import type { Sidang, SidangDetail } from '../schemas';
import { messageOf } from './components/messages';
import { RiwayatList } from './components/RiwayatList';
import { StatusBadge } from './components/StatusBadge';
import { tampilWaktu } from './components/tampil';
import { ALASAN_MINIMAL, alasanCukup } from './components/alasan';

/** /sidang-uaps/validasi: programme staff check defence registrations (files, panel, history) and validate or return them. */
export default function ValidasiSidangPage() {
  const { t } = useTranslation('uaps');
  const [store] = useState(() => createListStore<Sidang>(({ page, perPage }) => getSidangDt({ page, per_page: perPage, status: 'diajukan' }), { perPage: PAGE_SIZE.DEFENCE_REQUESTS }));
  const [openId, setOpenId] = useState<number | null>(null);
  useEffect(() => { void store.load(1); }, [store]);
  return (
    <PageBody>
      <PageHeader title={t('halaman.validasi_sidang_judul')} caption={t('halaman.validasi_sidang_keterangan')} />
      <PagedList store={store} rowKey={(r) => r.id_sidang_tugas_akhir} columns={[
        { key: 'nim', header: t('halaman.nim') },
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa') },
        { key: 'judul', header: t('halaman.judul') },
        { key: 'diajukan_at', header: t('halaman.diajukan'), cell: (r) => tampilWaktu(r.diajukan_at) },
        { key: 'status', header: t('halaman.status'), cell: (r) => <StatusBadge status={r.status} /> },
        { key: 'aksi', header: '', cell: (r) => <Button size="1" onClick={() => setOpenId(r.id_sidang_tugas_akhir)} aria-label={`${t('halaman.periksa')} ${r.nama_mahasiswa}`}>{t('halaman.periksa')}</Button> },
      ]} />
      <Jendela terbuka={openId !== null} onTutup={() => setOpenId(null)} judul={t('halaman.periksa_sidang')} lebar="720px">
        {openId ? <SidangReview id={openId} onDone={() => { setOpenId(null); void store.load(); }} /> : null}
      </Jendela>
    </PageBody>
  );
}

function SidangReview({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation('uaps');
  const [s, setS] = useState<SidangDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [catatan, setCatatan] = useState('');
  const { busy, kirim } = useKirim();
  useEffect(() => { getSidang(id).then(setS).catch((e) => setError(messageOf(e) ?? t('halaman.gagal_memuat'))); }, [id, t]);
  const act = async (aksi: 'validasi' | 'kembalikan') => {
    await kirim(async () => {
      await validasiSidang({ id_sidang_tugas_akhir: id, aksi, catatan: catatan.trim() || undefined });
      notifySuccess(aksi === 'validasi' ? t('halaman.sidang_tervalidasi') : t('halaman.sidang_dikembalikan'));
      onDone();
    });
  };
  if (error) return <Callout.Root color="red" role="alert"><Callout.Text>{error}</Callout.Text></Callout.Root>;
  if (!s) return <Flex gap="2" role="status"><Spinner /><Text>{t('halaman.memuat')}</Text></Flex>;
  return (
    <Flex direction="column" gap="3">
      <Box><Heading as="h2" size="3">{s.judul}</Heading><Text size="2" color="gray">{s.nim} — {s.nama_mahasiswa} · {s.nama_prodi}</Text></Box>
      <Box>
        <Flex justify="between" align="center"><Text weight="bold">{t('halaman.berkas_syarat')}</Text>
          {s.berkas.length ? <Button size="1" variant="soft" onClick={() => void unduh(`tugas-akhir/pengajuan-sidang/berkas-zip/${s.id_sidang_tugas_akhir}`).catch(() => undefined)}>{t('halaman.unduh_zip')}</Button> : null}</Flex>
        <ul style={{ margin: 0, paddingLeft: 16 }}>
          {s.berkas.map((b) => <li key={b.id_sidang_tugas_akhir_syarat}><Text size="2">{b.nama_syarat}: </Text>
            <Button size="1" variant="ghost" onClick={() => void unduh(`tugas-akhir/pengajuan-sidang/berkas/${s.id_sidang_tugas_akhir}/${b.id_syarat_berkas_ta}`).catch(() => undefined)}>{b.nama_berkas}</Button></li>)}
        </ul>
      </Box>
      <Box><Text weight="bold">{t('halaman.panel')}</Text>{s.panel.map((p) => <Text as="div" size="2" key={`${p.peran}-${p.id_dosen}`}>{p.nama_dosen} ({p.keterangan})</Text>)}</Box>
      <Box><Text weight="bold">{t('halaman.riwayat')}</Text><RiwayatList rows={s.riwayat} /></Box>
      {s.aksi.length ? (
        <>
          <label><Text as="div" size="2" weight="bold" mb="1">{t('halaman.catatan_validasi')}</Text>
            <TextArea value={catatan} onChange={(e) => setCatatan(e.target.value)} maxLength={1000} rows={3} aria-label={t('halaman.catatan_validasi')} /></label>
          <Flex gap="3" justify="end" align="center" wrap="wrap">
            <Text size="1" color="gray" mr="auto">{alasanCukup(catatan) ? null : t('halaman.alasan_wajib', { minimal: ALASAN_MINIMAL })}</Text>
            {/* Returning needs the note as its reason; validating does not. */}
            <Button color="amber" variant="soft" disabled={busy || !alasanCukup(catatan)} onClick={() => void act('kembalikan')}>{t('halaman.kembalikan')}</Button>
            <Button color="green" disabled={busy} onClick={() => void act('validasi')}>{t('halaman.validasi')}</Button>
          </Flex>
        </>
      ) : <StatusBadge status={s.status} />}
    </Flex>
  );
}
