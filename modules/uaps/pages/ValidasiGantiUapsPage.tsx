import { Box, Button, Flex, Tabs, Text, TextField } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, formatTanggal, PagedList, PageBody, PageHeader } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getIzinProdi, getPerpanjangan, validasiPerpanjangan } from '../api';
import type { IzinPerubahan, Perpanjangan } from '../schemas';
import { PutusanIzinList } from './components/PutusanIzinList';
import { SisaHari } from './components/PerpanjanganSaya';
import { StatusBadge } from './components/StatusBadge';
import { useAksi } from './components/useAksi';
import { ALASAN_MINIMAL, mintaAlasan } from './components/alasan';

const STATUS_IZIN = ['disetujui_pembimbing', 'diajukan', 'disetujui', 'dikembalikan'];
const STATUS_PERPANJANGAN = ['diajukan', 'divalidasi', 'dikembalikan'];

/** A status filter and a search box; the tab reloads its list from page 1 when either changes. */
function Saring({ statuses, status, setStatus, onCari }: { statuses: string[]; status: string; setStatus: (s: string) => void; onCari: (cari: string) => void }) {
  const { t } = useTranslation('uaps');
  const [cari, setCari] = useState('');
  const submit = (e: FormEvent) => { e.preventDefault(); onCari(cari); };
  return (
    <form onSubmit={submit} role="search">
      <Flex gap="2" my="3" wrap="wrap" align="end">
        <label><Text as="div" size="1" mb="1">{t('halaman.status')}</Text>
          <select value={status} onChange={(e) => setStatus(e.target.value)} aria-label={t('halaman.status')} style={{ padding: 6, borderRadius: 4 }}>
            {statuses.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
          </select></label>
        <Box flexGrow="1" maxWidth="360px"><TextField.Root value={cari} onChange={(e) => setCari(e.target.value)} placeholder={t('izin.halaman.cari_placeholder')} aria-label={t('izin.halaman.cari_placeholder')} /></Box>
        <Button type="submit" variant="soft">{t('izin.halaman.cari')}</Button>
      </Flex>
    </form>
  );
}

function IzinTab() {
  const [filter, setFilter] = useState({ status: STATUS_IZIN[0], cari: '' });
  const [filterRef] = useState(() => ({ ...filter }));
  const [store] = useState(() => createListStore<IzinPerubahan>(({ page, perPage }) => getIzinProdi({ page, per_page: perPage, status: filterRef.status, cari: filterRef.cari || undefined }), { perPage: PAGE_SIZE.CORRECTIONS }));
  useEffect(() => { Object.assign(filterRef, filter); void store.load(1); }, [filter, filterRef, store]);
  return (
    <>
      <Saring statuses={STATUS_IZIN} status={filter.status} setStatus={(status) => setFilter((f) => ({ ...f, status }))} onCari={(cari) => setFilter((f) => ({ ...f, cari }))} />
      <PutusanIzinList pihak="prodi" store={store} />
    </>
  );
}

function PerpanjanganTab() {
  const { t } = useTranslation('uaps');
  const [filter, setFilter] = useState({ status: STATUS_PERPANJANGAN[0], cari: '' });
  const [filterRef] = useState(() => ({ ...filter }));
  const [store] = useState(() => createListStore<Perpanjangan>(({ page, perPage }) => getPerpanjangan({ page, per_page: perPage, status: filterRef.status, cari: filterRef.cari || undefined }), { perPage: PAGE_SIZE.CORRECTIONS }));
  const aksi = useAksi(store);
  const busy = aksi.busy;
  useEffect(() => { Object.assign(filterRef, filter); void store.load(1); }, [filter, filterRef, store]);
  const run = (body: { id_perubahan: number; aksi: 'validasi' | 'kembalikan'; catatan?: string }) =>
    aksi.run(() => validasiPerpanjangan(body), t(body.aksi === 'validasi' ? 'izin.halaman.perpanjangan_divalidasi' : 'izin.halaman.perpanjangan_dikembalikan'));
  return (
    <>
      <Saring statuses={STATUS_PERPANJANGAN} status={filter.status} setStatus={(status) => setFilter((f) => ({ ...f, status }))} onCari={(cari) => setFilter((f) => ({ ...f, cari }))} />
      <PagedList store={store} rowKey={(r) => r.id_perubahan} columns={[
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
        { key: 'judul', header: t('halaman.judul') },
        { key: 'batas_selesai', header: t('halaman.batas_selesai'), cell: (r) => <><Text as="div">{formatTanggal(r.batas_selesai)}</Text><SisaHari batas={r.batas_selesai} /></> },
        { key: 'bulan', header: t('izin.halaman.lama_bulan'), cell: (r) => t('izin.halaman.bulan_n', { n: r.bulan }) },
        { key: 'alasan', header: t('halaman.alasan') },
        { key: 'status', header: t('halaman.status'), cell: (r) => <StatusBadge status={r.status} /> },
        { key: 'aksi', header: '', cell: (r) => (r.aksi.includes('validasi') ? (
          <Flex gap="2">
            <Button size="1" color="green" disabled={busy} aria-label={`${t('izin.halaman.validasi')} ${r.nama_mahasiswa}`} onClick={() => void run({ id_perubahan: r.id_perubahan, aksi: 'validasi' })}>{t('izin.halaman.validasi')}</Button>
            <Button size="1" color="amber" variant="soft" disabled={busy} onClick={async () => { const c = await mintaAlasan(t('halaman.alasan_kembali'), t('halaman.alasan_wajib', { minimal: ALASAN_MINIMAL })); if (c !== null) void run({ id_perubahan: r.id_perubahan, aksi: 'kembalikan', catatan: c }); }}>{t('halaman.kembalikan')}</Button>
          </Flex>
        ) : (r.batas_baru ? `${formatTanggal(r.batas_lama)} → ${formatTanggal(r.batas_baru)}` : null)) },
      ]} />
    </>
  );
}

/** /validasi-ganti-uaps: programme staff decide title-change permissions (after the supervisor) and extensions, 10 per page with search. */
export default function ValidasiGantiUapsPage() {
  const { t } = useTranslation('uaps');
  return (
    <PageBody>
      <PageHeader title={t('izin.halaman.validasi_judul')} caption={t('izin.halaman.validasi_keterangan')} />
      <Tabs.Root defaultValue="izin">
        <Tabs.List>
          <Tabs.Trigger value="izin">{t('izin.halaman.tab_izin')}</Tabs.Trigger>
          <Tabs.Trigger value="perpanjangan">{t('izin.halaman.tab_perpanjangan')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="izin"><IzinTab /></Tabs.Content>
        <Tabs.Content value="perpanjangan"><PerpanjanganTab /></Tabs.Content>
      </Tabs.Root>
    </PageBody>
  );
}
