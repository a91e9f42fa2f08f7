import { Box, Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, formatTanggal, Jendela, notifySuccess, PageBody, type PagedColumn, PagedList, PageHeader, TabelData, useKirim } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { batalValidasiLembar, finalisasiSidang, getDetailPenilaianSidang, getPenilaianSidang, unduh, validasiLembar } from '../api';
import type { LembarNilai, SidangDetail } from '../schemas';
import { ALASAN_MINIMAL, mintaAlasan } from './components/alasan';
import { messageOf } from './components/messages';
import { StatusBadge } from './components/StatusBadge';
import { formatNilai } from '../format';

export type Row = { id_sidang_tugas_akhir: number; id_tugas_akhir: number; nim: string; nama_mahasiswa: string; judul: string; tanggal: string; nama_ruang: string | null; jumlah_panel: number; jumlah_divalidasi: number; nilai_akhir: number | null; nilai_huruf: string | null; hasil: string | null };
type Panel = SidangDetail['panel'][number];
const HASIL = ['lulus', 'lulus_perbaikan', 'mengulang', 'tidak_lulus'] as const;

/** /sidang-uaps/validasi-nilai-sidang (open defences) and /sidang-uaps/nilai-sidang (finished, with the minutes): staff validate or cancel each sheet and set the result. */
export default function ValidasiNilaiSidangPage({ selesai = 0, detail }: { selesai?: 0 | 1; detail?: (r: Row) => ReactNode }) {
  const { t } = useTranslation('uaps');
  const done = useRef(selesai);
  const [store] = useState(() => createListStore<Row>(({ page, perPage }) => getPenilaianSidang({ page, per_page: perPage, selesai: done.current }), { perPage: PAGE_SIZE.DEFENCE_REQUESTS }));
  const [openId, setOpenId] = useState<number | null>(null);
  useEffect(() => { void store.load(1); }, [store]);
  return (
    <PageBody>
      <PageHeader title={selesai ? t('halaman.nilai_sidang_judul') : t('halaman.validasi_nilai_judul')} caption={selesai ? t('halaman.nilai_sidang_keterangan') : t('halaman.validasi_nilai_keterangan')} />
      <PagedList store={store} rowKey={(r) => r.id_sidang_tugas_akhir} columns={[
        { key: 'tanggal', header: t('halaman.tanggal'), cell: (r) => formatTanggal(r.tanggal) },
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
        { key: 'judul', header: t('halaman.judul') },
        { key: 'jumlah_divalidasi', header: t('halaman.lembar_divalidasi'), align: 'center', cell: (r) => `${r.jumlah_divalidasi} / ${r.jumlah_panel}` },
        { key: 'nilai_akhir', header: t('halaman.nilai_akhir'), cell: (r) => (r.hasil ? `${formatNilai(r.nilai_akhir)} (${r.nilai_huruf ?? '-'}) · ${t(`hasil.${r.hasil}`)}` : '-') },
        { key: 'aksi', header: '', cell: (r) => (r.hasil
          ? <Flex gap="2">{detail?.(r)}<Button size="1" variant="soft" onClick={() => void unduh(`tugas-akhir/penilaian/sidang/dt/${r.id_sidang_tugas_akhir}/berita-acara`).catch(() => undefined)}>{t('halaman.unduh_berita_acara')}</Button></Flex>
          : <Button size="1" onClick={() => setOpenId(r.id_sidang_tugas_akhir)} aria-label={`${t('halaman.periksa')} ${r.nama_mahasiswa}`}>{t('halaman.periksa')}</Button>) },
      ]} />
      <Jendela terbuka={openId !== null} onTutup={() => { setOpenId(null); void store.load(); }} judul={t('halaman.periksa_nilai')} lebar="760px">
        {openId ? <Sheets id={openId} onDone={() => { setOpenId(null); void store.load(); }} /> : null}
      </Jendela>
    </PageBody>
  );
}

function Sheets({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation('uaps');
  const [data, setData] = useState<(SidangDetail & { penilaian: LembarNilai[] }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [hasil, setHasil] = useState<(typeof HASIL)[number]>('lulus');
  const { busy, kirim } = useKirim();
  const reload = useCallback(() => getDetailPenilaianSidang(id).then(setData).catch((e) => setError(messageOf(e) ?? t('halaman.gagal_memuat'))), [id, t]);
  useEffect(() => { void reload(); }, [reload]);
  const run = async (work: () => Promise<{ message: string }>, after: () => void) => {
    await kirim(async () => {
      notifySuccess((await work()).message);
      after();
    });
  };
  if (error) return <Callout.Root color="red" role="alert"><Callout.Text>{error}</Callout.Text></Callout.Root>;
  if (!data) return <Flex gap="2" role="status"><Spinner /><Text>{t('halaman.memuat')}</Text></Flex>;
  const lembar = (p: Panel) => data.penilaian.find((x) => x.id_dosen === p.id_dosen && x.peran === p.peran);
  const kolom: PagedColumn<Panel>[] = [
    { key: 'nama_dosen', header: t('halaman.dosen'), rowHeader: true },
    { key: 'keterangan', header: t('halaman.peran') },
    { key: 'nilai', header: t('halaman.nilai'), cell: (p) => lembar(p)?.nilai ?? '-' },
    { key: 'status', header: t('halaman.status'), cell: (p) => { const s = lembar(p); return s ? <StatusBadge status={s.status} /> : <Text color="gray">{t('halaman.belum_diisi')}</Text>; } },
    {
      key: 'aksi', header: '', cell: (p) => {
        const s = lembar(p);
        const peran = p.peran as 'pembimbing' | 'penguji';
        return (
          <Flex gap="2" wrap="wrap">
            {s?.status === 'diajukan' ? <Button size="1" color="green" disabled={busy} aria-label={`${t('halaman.validasi')} ${p.nama_dosen}`} onClick={() => void run(() => validasiLembar(peran, s.id_penilaian), () => void reload())}>{t('halaman.validasi')}</Button> : null}
            {s && s.status !== 'dikembalikan' ? <Button size="1" color="red" variant="soft" disabled={busy} aria-label={`${t('halaman.batalkan')} ${p.nama_dosen}`}
              onClick={async () => { const c = await mintaAlasan(t('halaman.alasan_batal_nilai'), t('halaman.alasan_wajib', { minimal: ALASAN_MINIMAL })); if (c !== null) void run(() => batalValidasiLembar(peran, s.id_penilaian, c), () => void reload()); }}>{t('halaman.batalkan')}</Button> : null}
          </Flex>
        );
      },
    },
  ];
  return (
    <Flex direction="column" gap="3">
      <Text size="2">{data.nim} — {data.nama_mahasiswa}: {data.judul}</Text>
      <TabelData columns={kolom} rows={data.panel} rowKey={(p) => `${p.peran}-${p.id_dosen}`} nama={t('halaman.periksa_nilai')} />
      <Box>
        <Flex gap="2" align="end" justify="end" wrap="wrap">
          <label><Text as="div" size="2" weight="bold" mb="1">{t('halaman.hasil')}</Text>
            <select value={hasil} onChange={(e) => setHasil(e.target.value as (typeof HASIL)[number])} aria-label={t('halaman.hasil')} style={{ padding: 6, borderRadius: 4 }}>
              {HASIL.map((h) => <option key={h} value={h}>{t(`hasil.${h}`)}</option>)}
            </select></label>
          <Button disabled={busy} onClick={() => void run(() => finalisasiSidang({ id_sidang_tugas_akhir: id, hasil }), onDone)}>{t('halaman.tetapkan_hasil')}</Button>
        </Flex>
      </Box>
    </Flex>
  );
}
