import { Box, Button, Callout, Card, DataList, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess, PilihBerkas, useKirim } from '../../../../core/client';
import { getUjianSaya, unduhPerbaikanUjian, unggahPerbaikanUjian } from '../../api';
import type { UjianProposalDetail } from '../../schemas';
import { RiwayatList } from './RiwayatList';
import { CetakUjianButtons, daftarPenguji, jadwalUjian, UjianStatusBadge } from './UjianProposalParts';
import { tampilWaktu } from './tampil';

/** The student's proposal examination: schedule, panel, result, the revision asked for and its upload, title changes. Renders nothing before one is scheduled. */
export function UjianProposalSaya() {
  const { t } = useTranslation('uaps');
  const [ujian, setUjian] = useState<UjianProposalDetail | null>(null);
  const [catatan, setCatatan] = useState('');
  const { busy, kirim } = useKirim();
  const refresh = useCallback(() => { getUjianSaya().then((r) => setUjian(r.ujian)).catch(() => undefined); }, []);
  useEffect(() => { refresh(); }, [refresh]);
  if (!ujian) return null;
  const upload = async (file: File | undefined) => {
    if (!file) return;
    // The API client shows a refusal (wrong type, too large, wrong state).
    await kirim(async () => {
      setUjian(await unggahPerbaikanUjian(ujian.id_ujian_proposal, file, catatan));
      notifySuccess(t('pra_uaps.perbaikan_terkirim'));
    });
  };
  return (
    <Card size="3">
      <Heading as="h3" size="3" mb="2">{t('pra_uaps.siswa_judul')}</Heading>
      <DataList.Root>
        <DataList.Item><DataList.Label>{t('pra_uaps.status')}</DataList.Label><DataList.Value><UjianStatusBadge status={ujian.status} /></DataList.Value></DataList.Item>
        <DataList.Item><DataList.Label>{t('pra_uaps.jadwal')}</DataList.Label><DataList.Value>{jadwalUjian(ujian)} · {ujian.nama_ruang}</DataList.Value></DataList.Item>
        <DataList.Item><DataList.Label>{t('pra_uaps.penguji')}</DataList.Label><DataList.Value>{daftarPenguji(ujian)}</DataList.Value></DataList.Item>
        {ujian.hasil ? <DataList.Item><DataList.Label>{t('pra_uaps.hasil')}</DataList.Label><DataList.Value>{t(`hasil.${ujian.hasil}`)}{ujian.hasil_oleh ? ` · ${ujian.hasil_oleh}` : ''}</DataList.Value></DataList.Item> : null}
        {ujian.nama_berkas_perbaikan ? (
          <DataList.Item><DataList.Label>{t('pra_uaps.berkas_perbaikan')}</DataList.Label><DataList.Value>
            <Button size="1" variant="ghost" onClick={() => void unduhPerbaikanUjian(ujian.id_ujian_proposal).catch(() => undefined)}>{ujian.nama_berkas_perbaikan}</Button>
          </DataList.Value></DataList.Item>
        ) : null}
      </DataList.Root>
      {ujian.catatan_hasil && ujian.status !== 'lulus' ? (
        <Callout.Root color="amber" mt="3"><Callout.Text>{t('pra_uaps.siswa_perlu_perbaikan')} {ujian.catatan_hasil}</Callout.Text></Callout.Root>
      ) : null}
      {ujian.aksi.includes('ajukan_perbaikan') ? (
        <Flex direction="column" gap="2" mt="3">
          <TextField.Root placeholder={t('pra_uaps.catatan_mahasiswa')} aria-label={t('pra_uaps.catatan_mahasiswa')} value={catatan} onChange={(e) => setCatatan(e.target.value)} maxLength={1000} />
          <label><Text as="div" size="2" weight="bold" mb="1">{t('pra_uaps.unggah_perbaikan')}</Text>
            <PilihBerkas accept=".pdf,.docx" disabled={busy} aria-label={t('pra_uaps.unggah_perbaikan')} onPilih={(file) => void upload(file ?? undefined)} /></label>
        </Flex>
      ) : null}
      {ujian.riwayat_judul.length ? (
        <Box mt="3"><Text size="2" weight="bold">{t('pra_uaps.riwayat_judul')}</Text>
          {ujian.riwayat_judul.map((j, i) => <Text as="div" size="1" color="gray" key={i}>{tampilWaktu(j.waktu)}: {j.judul_lama} → {j.judul_baru} ({j.alasan})</Text>)}</Box>
      ) : null}
      <Flex mt="3" gap="2"><CetakUjianButtons row={ujian} /></Flex>
      <Box mt="3"><RiwayatList rows={ujian.riwayat} /></Box>
    </Card>
  );
}
