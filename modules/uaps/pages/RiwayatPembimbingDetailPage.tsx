import { Badge, Button } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { createListStore, formatTanggal, PagedList, PageBody, PageHeader, useRouteHref } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getPembimbingDosenDetail, unduh } from '../api';
import type { DosenRingkas, Supervisi } from '../schemas';
import { Pilihan } from './components/LaporanFilter';
import { StatusBadge } from './components/StatusBadge';

const KEADAAN = ['berjalan', 'selesai', 'gagal', 'diganti'] as const;
const WARNA: Record<string, 'blue' | 'green' | 'red' | 'gray'> = { berjalan: 'blue', selesai: 'green', gagal: 'red', diganti: 'gray' };

/** /data-laporan/riwayat-pembimbing/detail/:id_dosen: every project one lecturer supervised or supervises, with its state (9 per page). */
export default function RiwayatPembimbingDetailPage() {
  const { t } = useTranslation('uaps');
  const idDosen = Number(useParams<{ id_dosen: string }>().id_dosen);
  const keadaan = useRef<string | undefined>(undefined);
  const [pilih, setPilih] = useState('');
  const [dosen, setDosen] = useState<DosenRingkas | null>(null);
  const [store] = useState(() => createListStore<Supervisi>(async ({ page, perPage }) => {
    const res = await getPembimbingDosenDetail(idDosen, { keadaan: keadaan.current, page, per_page: perPage });
    setDosen(res.dosen);
    return res;
  }, { perPage: PAGE_SIZE.SUPERVISING_DETAIL }));
  const back = useRouteHref('uaps:riwayat-pembimbing');
  useEffect(() => { void store.load(1); }, [store]);
  return (
    <PageBody>
      <PageHeader title={dosen ? t('laporan.riwayat_pembimbing_detail_judul', { nama: dosen.nama_dosen }) : t('laporan.riwayat_pembimbing_judul')}
        caption={dosen ? `${dosen.nama_prodi} · ${t('laporan.riwayat_pembimbing_detail_keterangan')}` : t('laporan.riwayat_pembimbing_detail_keterangan')}
        actions={back ? <Button variant="soft" asChild><Link href={back}>{t('halaman.kembali')}</Link></Button> : null} />
      <Pilihan label={t('laporan.keadaan_label')} value={pilih} options={KEADAAN.map((k) => ({ value: k, label: t(`laporan.keadaan.${k}`) }))}
        onChange={(v) => { setPilih(v); keadaan.current = v || undefined; void store.load(1); }} />
      <PagedList store={store} rowKey={(r) => r.id_tugas_akhir_pembimbing} columns={[
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
        { key: 'judul', header: t('halaman.judul') },
        { key: 'peran', header: t('halaman.peran'), cell: (r) => t(`peran.${r.peran}`) },
        { key: 'keadaan', header: t('laporan.keadaan_label'), cell: (r) => <Badge color={WARNA[r.keadaan] ?? 'gray'}>{t(`laporan.keadaan.${r.keadaan}`)}</Badge> },
        { key: 'tahap', header: t('halaman.tahap'), cell: (r) => <StatusBadge status={r.tahap} /> },
        { key: 'tanggal_surat', header: t('laporan.mulai_membimbing'), cell: (r) => formatTanggal(r.tanggal_surat) },
        { key: 'bimbingan_tervalidasi', header: t('halaman.bimbingan_tervalidasi'), align: 'center' },
        { key: 'nilai_huruf', header: t('halaman.nilai_akhir'), cell: (r) => r.nilai_huruf ?? '-' },
        { key: 'nomor_surat', header: t('halaman.surat_tugas'), cell: (r) => <Button size="1" variant="ghost" onClick={() => void unduh(`tugas-akhir/mahasiswa-bimbingan/surat-tugas/${r.id_tugas_akhir_pembimbing}`).catch(() => undefined)}>{r.nomor_surat}</Button> },
      ]} />
    </PageBody>
  );
}
