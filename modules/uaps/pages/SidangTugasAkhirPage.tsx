import { Box, Button, Callout, Card, DataList, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { konfirmasi, notifySuccess, PageBody, PageHeader, useKirim } from '../../../core/client';
import { getSyaratBerkasSidang } from '../../master-data/api';
import { ajukanSidang, batalkanSidang, buatDraftSidang, getSidangSaya, mulaiPerbaikanSidang, unduh, unggahBerkasSidang } from '../api';
import type { SidangDetail } from '../schemas';
import { BerkasSyarat, type Syarat } from './components/BerkasSyarat';
import { messageOf } from './components/messages';
import { RiwayatList } from './components/RiwayatList';
import { StatusBadge } from './components/StatusBadge';
import { tampilJadwal } from './components/tampil';
import { formatNilai } from '../format';

type Load = { status: 'loading' } | { status: 'error'; message: string | null }
  | { status: 'success'; sidang: SidangDetail | null; syarat: Syarat[]; halangan: string | null };

/** /ujian-akhir-program-studi/sidang-tugas-akhir: defence registration (draft, files, submit, cancel, revision), schedule, panel and result. */
export default function SidangTugasAkhirPage() {
  const { t } = useTranslation('uaps');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const { busy, kirim } = useKirim();
  const refresh = useCallback(async () => {
    try {
      const [mine, syarat] = await Promise.all([getSidangSaya(), getSyaratBerkasSidang()]);
      setLoad({
        status: 'success', sidang: mine.sidang, halangan: mine.dapat_daftar ? null : mine.alasan_tidak_dapat_daftar,
        syarat: syarat.data.map((s) => ({ id: s.id, nama: s.nama, wajib: s.wajib, ukuran_maks_kb: s.ukuran_maks_kb })),
      });
    } catch (error) {
      setLoad({ status: 'error', message: messageOf(error) });
    }
  }, []);
  useEffect(() => { void refresh(); }, [refresh]);

  const act = async (work: () => Promise<SidangDetail>, done: string) => {
    await kirim(async () => {
      const s = await work();
      setLoad((l) => (l.status === 'success' ? { ...l, sidang: s } : l));
      notifySuccess(done);
    });
  };

  const header = <PageHeader title={t('halaman.sidang_judul')} caption={t('halaman.sidang_keterangan')} />;
  if (load.status === 'loading') return <PageBody>{header}<Flex gap="2" role="status"><Spinner /><Text>{t('halaman.memuat')}</Text></Flex></PageBody>;
  if (load.status === 'error') return <PageBody>{header}<Callout.Root color="red" role="alert"><Callout.Text>{load.message ?? t('halaman.gagal_memuat')}</Callout.Text></Callout.Root><Box mt="2"><Button variant="soft" onClick={() => void refresh()}>{t('halaman.coba_lagi')}</Button></Box></PageBody>;

  const s = load.sidang;
  const fresh = !s || s.status === 'dibatalkan' || s.hasil === 'mengulang';
  const editable = s && (s.status === 'draft' || s.status === 'revisi');
  const tahap = s?.status === 'revisi' ? 'perbaikan' : 'draft';
  return (
    <PageBody>
      {header}
      {fresh ? (
        <Card size="3">
          <Text as="p" mb="3">{t('halaman.daftar_sidang_keterangan')}</Text>
          {load.halangan ? <Callout.Root color="amber" mb="3" role="status"><Callout.Text>{load.halangan}</Callout.Text></Callout.Root> : null}
          <Button disabled={busy || load.halangan !== null} onClick={() => void act(() => buatDraftSidang(), t('halaman.draf_tersimpan_sidang'))}>{t('halaman.daftar_sidang')}</Button>
        </Card>
      ) : (
        <Flex direction="column" gap="4">
          <Card size="3">
            <Flex justify="between" gap="3" wrap="wrap">
              <Heading as="h2" size="4">{s.judul}</Heading>
              <Flex gap="2" align="center"><Text size="2">{t('halaman.status')}:</Text><StatusBadge status={s.status} /></Flex>
            </Flex>
            {s.catatan_validasi ? <Callout.Root color="amber" mt="3"><Callout.Text>{t('halaman.catatan_prodi')}: {s.catatan_validasi}</Callout.Text></Callout.Root> : null}
            <DataList.Root mt="3">
              <DataList.Item><DataList.Label>{t('halaman.jadwal')}</DataList.Label><DataList.Value>{s.tanggal ? `${tampilJadwal(s)} · ${s.nama_ruang ?? '-'}` : t('halaman.belum_dijadwalkan')}</DataList.Value></DataList.Item>
              <DataList.Item><DataList.Label>{t('halaman.panel')}</DataList.Label><DataList.Value>
                <Flex direction="column">{s.panel.map((p) => <Text key={`${p.peran}-${p.id_dosen}`} size="2">{p.nama_dosen} ({p.peran === 'pembimbing' ? t(`peran.${p.keterangan}`) : t('halaman.penguji_ke', { n: p.keterangan.replace(/\D/g, '') })})</Text>)}</Flex>
              </DataList.Value></DataList.Item>
              {s.hasil ? <DataList.Item><DataList.Label>{t('halaman.hasil')}</DataList.Label><DataList.Value>{t(`hasil.${s.hasil}`)} — {formatNilai(s.nilai_akhir)} ({s.nilai_huruf ?? '-'})</DataList.Value></DataList.Item> : null}
            </DataList.Root>
            {s.hasil ? <Box mt="3"><Button variant="soft" onClick={() => void unduh(`tugas-akhir/penilaian/sidang/dt/${s.id_sidang_tugas_akhir}/berita-acara`).catch(() => undefined)}>{t('halaman.unduh_berita_acara')}</Button></Box> : null}
          </Card>
          <Card size="3">
            <Heading as="h3" size="3" mb="3">{t('halaman.berkas_syarat')}</Heading>
            <BerkasSyarat syarat={load.syarat} berkas={s.berkas} busy={busy}
              unduh={(id) => void unduh(`tugas-akhir/pengajuan-sidang/berkas/${s.id_sidang_tugas_akhir}/${id}`).catch(() => undefined)}
              unggah={editable ? (id, file) => void act(() => unggahBerkasSidang(tahap, s.id_sidang_tugas_akhir, id, file), t('halaman.berkas_terunggah')) : undefined} />
          </Card>
          <Flex gap="3" wrap="wrap">
            {s.aksi.includes('mengajukan') ? <Button disabled={busy} onClick={() => void act(() => ajukanSidang('draft', s.id_sidang_tugas_akhir), t('halaman.sidang_terajukan'))}>{t('halaman.ajukan_sidang')}</Button> : null}
            {s.aksi.includes('ajukan_perbaikan') ? <Button disabled={busy} onClick={() => void act(() => ajukanSidang('perbaikan', s.id_sidang_tugas_akhir), t('halaman.sidang_terajukan'))}>{t('halaman.ajukan_perbaikan')}</Button> : null}
            {s.aksi.includes('perbaikan') ? <Button disabled={busy} onClick={() => void act(() => mulaiPerbaikanSidang(s.id_sidang_tugas_akhir), t('halaman.perbaikan_dimulai'))}>{t('halaman.mulai_perbaikan')}</Button> : null}
            {s.aksi.includes('batal') ? <Button color="red" variant="soft" disabled={busy} onClick={async () => { if (await konfirmasi(t('halaman.yakin_batal_sidang'), { ya: t('halaman.batalkan'), bahaya: true })) void act(() => batalkanSidang(tahap, s.id_sidang_tugas_akhir), t('halaman.sidang_dibatalkan')); }}>{t('halaman.batalkan')}</Button> : null}
          </Flex>
          <Card size="3"><Heading as="h3" size="3" mb="2">{t('halaman.riwayat')}</Heading><RiwayatList rows={s.riwayat} /></Card>
        </Flex>
      )}
    </PageBody>
  );
}
