import { Button, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, formatTanggal, Jendela, PageBody, type PagedColumn, PagedList, PageHeader, TabelData } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getPengajuanTa, getPengajuanTaDt, unduh } from '../api';
import type { PengajuanTa } from '../schemas';
import { CariForm, Pilihan } from './components/LaporanFilter';
import { MuatStatus } from './components/MuatStatus';
import { RiwayatList } from './components/RiwayatList';
import { StatusBadge } from './components/StatusBadge';
import { useMuat } from './components/useMuat';
import { tampilJadwal } from './components/tampil';
import { formatNilai } from '../format';

const TAHAP = ['proposal', 'bimbingan', 'sidang', 'perbaikan', 'selesai', 'perpanjangan', 'gagal'] as const;

/**
 * /data-laporan/riwayat-uaps: every submitted final project of the staff member's programmes with
 * its stage, dates and defence result (7 per page); a row opens the supervisors, defences and the
 * whole history. The filtered list downloads as CSV (dt-csv).
 */
export default function RiwayatUapsPage() {
  const { t } = useTranslation('uaps');
  const filter = useRef<{ tahap?: string; cari?: string }>({});
  const [tahap, setTahap] = useState('');
  const [store] = useState(() => createListStore<PengajuanTa>(({ page, perPage }) => getPengajuanTaDt({ ...filter.current, page, per_page: perPage }), { perPage: PAGE_SIZE.PROPOSALS }));
  const [openId, setOpenId] = useState<number | null>(null);
  useEffect(() => { void store.load(1); }, [store]);
  const apply = (next: { tahap?: string; cari?: string }) => {
    filter.current = { ...filter.current, ...next };
    void store.load(1);
  };
  return (
    <PageBody>
      <PageHeader title={t('laporan.riwayat_uaps_judul')} caption={t('laporan.riwayat_uaps_keterangan')}
        actions={<Button variant="soft" onClick={() => void unduh('tugas-akhir/dt-csv', { status: filter.current.tahap || undefined, cari: filter.current.cari || undefined }, 'data-tugas-akhir.csv').catch(() => undefined)}>{t('halaman.unduh_csv')}</Button>} />
      <CariForm placeholder={t('laporan.cari_mahasiswa_judul')} onCari={(cari) => apply({ cari: cari || undefined })}>
        <Pilihan label={t('halaman.tahap')} value={tahap} options={TAHAP.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(v) => { setTahap(v); apply({ tahap: v || undefined }); }} />
      </CariForm>
      <PagedList store={store} rowKey={(r) => r.id_proposal_tugas_akhir} columns={[
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
        { key: 'judul', header: t('halaman.judul') },
        { key: 'tahap', header: t('halaman.tahap'), cell: (r) => (r.tahap ? <StatusBadge status={r.tahap} /> : <Text size="2">{t('laporan.proposal_status', { status: t(`status.${r.status_proposal}`) })}</Text>) },
        { key: 'tanggal_mulai', header: t('laporan.periode'), cell: (r) => (r.tanggal_mulai ? `${formatTanggal(r.tanggal_mulai)} – ${formatTanggal(r.batas_selesai)}` : '-') },
        { key: 'pembimbing_utama', header: t('halaman.pembimbing'), cell: (r) => [r.pembimbing_utama, r.pembimbing_pendamping].filter(Boolean).join('; ') || '-' },
        { key: 'hasil_sidang', header: t('laporan.hasil_sidang'), cell: (r) => (r.hasil_sidang ? `${t(`hasil.${r.hasil_sidang}`)} · ${formatTanggal(r.tanggal_sidang)}` : r.tanggal_sidang ? formatTanggal(r.tanggal_sidang) : '-') },
        { key: 'nilai_huruf', header: t('halaman.nilai_akhir'), cell: (r) => (r.nilai_akhir !== null ? `${formatNilai(r.nilai_akhir)} (${r.nilai_huruf ?? '-'})` : '-') },
        { key: 'aksi', header: '', cell: (r) => <Button size="1" variant="soft" onClick={() => setOpenId(r.id_proposal_tugas_akhir)} aria-label={`${t('halaman.detail')} ${r.nama_mahasiswa}`}>{t('halaman.detail')}</Button> },
      ]} />
      <Jendela terbuka={openId !== null} onTutup={() => setOpenId(null)} judul={t('laporan.detail_pengajuan')} lebar="760px">
        {openId ? <PengajuanDetail id={openId} /> : null}
      </Jendela>
    </PageBody>
  );
}

function PengajuanDetail({ id }: { id: number }) {
  const { t } = useTranslation('uaps');
  const [state, reload] = useMuat(() => getPengajuanTa(id), id);
  if (state.status !== 'success') return <MuatStatus state={state} reload={reload} />;
  const d = state.data;
  const kolomPembimbing: PagedColumn<(typeof d.pembimbing)[number]>[] = [
    { key: 'nama_dosen', header: t('halaman.dosen'), rowHeader: true },
    { key: 'peran', header: t('halaman.peran'), cell: (p) => t(`peran.${p.peran}`) },
    { key: 'nomor_surat', header: t('halaman.nomor_surat') },
    { key: 'bimbingan_tervalidasi', header: t('halaman.bimbingan_tervalidasi'), align: 'center' },
    { key: 'aktif', header: t('halaman.status'), cell: (p) => (p.aktif ? t('laporan.aktif') : t('laporan.keadaan.diganti')) },
  ];
  return (
    <Flex direction="column" gap="3">
      <DataList.Root size="2">
        <DataList.Item><DataList.Label>{t('halaman.mahasiswa')}</DataList.Label><DataList.Value>{d.nim} — {d.nama_mahasiswa} ({d.nama_prodi})</DataList.Value></DataList.Item>
        <DataList.Item><DataList.Label>{t('halaman.judul')}</DataList.Label><DataList.Value>{d.judul} · {d.jenis}</DataList.Value></DataList.Item>
        <DataList.Item><DataList.Label>{t('halaman.tahap')}</DataList.Label><DataList.Value>{d.tahap ? <StatusBadge status={d.tahap} /> : <StatusBadge status={d.status_proposal} />}</DataList.Value></DataList.Item>
        <DataList.Item><DataList.Label>{t('laporan.periode')}</DataList.Label><DataList.Value>{d.tanggal_mulai ? `${formatTanggal(d.tanggal_mulai)} – ${formatTanggal(d.batas_selesai)}` : '-'}</DataList.Value></DataList.Item>
      </DataList.Root>
      <Heading as="h2" size="3">{t('halaman.pembimbing')}</Heading>
      {d.pembimbing.length ? (
        <TabelData size="1" columns={kolomPembimbing} rows={d.pembimbing} rowKey={(p) => p.id_tugas_akhir_pembimbing} nama={t('halaman.pembimbing')} />
      ) : <Text color="gray" size="2">{t('halaman.tanpa_pembimbing')}</Text>}
      <Heading as="h2" size="3">{t('laporan.sidang')}</Heading>
      {d.sidang.length ? d.sidang.map((s) => (
        <Text key={s.id_sidang_tugas_akhir} size="2" as="p">
          <StatusBadge status={s.status} /> {s.tanggal ? `${tampilJadwal(s)} · ${s.nama_ruang ?? '-'}` : t('halaman.belum_dijadwalkan')}
          {s.hasil ? ` · ${t(`hasil.${s.hasil}`)} ${formatNilai(s.nilai_akhir)} (${s.nilai_huruf ?? '-'})` : ''}
        </Text>
      )) : <Text color="gray" size="2">{t('laporan.belum_sidang')}</Text>}
      <Heading as="h2" size="3">{t('halaman.riwayat')}</Heading>
      <RiwayatList rows={d.riwayat} />
    </Flex>
  );
}
