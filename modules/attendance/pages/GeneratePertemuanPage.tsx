import { Button, Callout, Card, DataList, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess, PageBody, PageHeader } from '../../../core/client';
import { generatePertemuan } from '../api';
import type { GenerateResponse } from '../schemas';
import { PilihSemester } from './components/PilihSemester';

/** /generate-pertemuan (lbg204.x): generates the 16 meetings of every class of a semester (safe to repeat). */
export default function GeneratePertemuanPage() {
  const { t } = useTranslation('attendance');
  const [semester, setSemester] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [hasil, setHasil] = useState<GenerateResponse | null>(null);

  const jalankan = async () => {
    if (semester === null) return;
    setBusy(true);
    try {
      const res = await generatePertemuan(semester);
      setHasil(res);
      notifySuccess(res.message);
    } catch {
      // The API client showed the server's message.
    } finally {
      setBusy(false);
    }
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
              </DataList.Root>
            </Callout.Root>
          ) : null}
        </Flex>
      </Card>
    </PageBody>
  );
}
