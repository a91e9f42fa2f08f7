import { Button, Callout, Card, DataList, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess, PageBody, PageHeader, useKirim } from '../../../core/client';
import { generatePertemuan } from '../api';
import type { GenerateResponse } from '../schemas';
import { HariLiburPanel } from './components/libur/HariLiburPanel';
import { PilihSemester } from './components/PilihSemester';

/**
 * /generate-pertemuan (lbg204.x): generates the 16 meetings of every class of a semester, skipping
 * its holidays, and moves meetings not yet held off holidays added later (safe to repeat); below,
 * the semester's holiday calendar, which LP3 keeps here (decision 0022).
 */
export default function GeneratePertemuanPage() {
  const { t } = useTranslation('attendance');
  const [semester, setSemester] = useState<number | null>(null);
  const { busy, kirim } = useKirim();
  const [hasil, setHasil] = useState<GenerateResponse | null>(null);
  // Bumped after a generation: the holiday panel reads its meeting counts again.
  const [versi, setVersi] = useState(0);

  const jalankan = async () => {
    if (semester === null) return;
    await kirim(async () => {
      const res = await generatePertemuan(semester);
      setHasil(res);
      setVersi((v) => v + 1);
      notifySuccess(res.message);
    });
  };

  return (
    <PageBody>
      <PageHeader title={t('lp3.generate_judul')} caption={t('lp3.generate_keterangan')} />
      <Card size="2" style={{ maxWidth: 640 }}>
        <Flex direction="column" gap="3">
          <PilihSemester value={semester} onChange={(id) => { setSemester(id); setHasil(null); }} />
          <Text size="2" color="gray">{t('lp3.generate_aturan')}</Text>
          <Flex><Button disabled={busy || semester === null} onClick={() => void jalankan()}>{busy ? t('lp3.memproses') : t('aksi.generate')}</Button></Flex>
          {hasil ? (
            <Callout.Root color="green" role="status">
              <Callout.Text>{hasil.message}</Callout.Text>
              <DataList.Root mt="2">
                <DataList.Item><DataList.Label>{t('lp3.jumlah_kelas')}</DataList.Label><DataList.Value>{hasil.jumlah_kelas}</DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{t('lp3.jumlah_pertemuan')}</DataList.Label><DataList.Value>{hasil.jumlah_pertemuan}</DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{t('lp3.kelas_tanpa_jadwal')}</DataList.Label><DataList.Value>{hasil.kelas_tanpa_jadwal}</DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{t('lp3.pertemuan_dipindah')}</DataList.Label><DataList.Value>{hasil.pertemuan_dipindah}</DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{t('lp3.tetap_pada_hari_libur')}</DataList.Label><DataList.Value>{hasil.tetap_pada_hari_libur}</DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{t('lp3.lewat_masa_kuliah')}</DataList.Label><DataList.Value>{hasil.lewat_masa_kuliah}</DataList.Value></DataList.Item>
              </DataList.Root>
            </Callout.Root>
          ) : null}
        </Flex>
      </Card>
      {semester !== null ? <HariLiburPanel semester={semester} versi={versi} /> : null}
    </PageBody>
  );
}
