import { Button, Flex, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureBody, PilihBerkas, SaveOutcome, useKirim } from '../../../../core/client';
import { postBuktiAjar } from '../../api';
import type { PertemuanBukti } from '../../schemas';

/** The upload form of one meeting's row: the topic taught and a photo or PDF; `onSaved` reloads the list. */
export function UnggahBukti({ pertemuan, onSaved }: { pertemuan: PertemuanBukti; onSaved: (message: string) => void }) {
  const { t } = useTranslation('teaching');
  const [topik, setTopik] = useState('');
  const [berkas, setBerkas] = useState<File | null>(null);
  const { busy, kirim: jalankan } = useKirim();
  const [error, setError] = useState<unknown>(null);
  const ke = pertemuan.pertemuan_ke;

  async function kirim() {
    if (topik.trim().length < 3) return setError({ message: t('bukti.topik_kosong') });
    if (!berkas) return setError({ message: t('bukti.pilih_berkas') });
    const kiriman = await jalankan(async () => {
      setError(null);
      onSaved((await postBuktiAjar(pertemuan.id_pertemuan, topik, berkas)).message);
    });
    if ('error' in kiriman) setError(failureBody(kiriman.error));
  }

  return (
    <Flex direction="column" gap="2">
      <SaveOutcome error={error} saved={null} />
      <TextField.Root size="1" aria-label={t('bukti.label_topik', { ke })} placeholder={t('kolom.topik')} value={topik} maxLength={1000}
        disabled={busy} onChange={(e) => setTopik(e.target.value)} />
      <Flex gap="2" align="center" wrap="wrap">
        <PilihBerkas accept="application/pdf,image/png,image/jpeg" aria-label={t('bukti.label_berkas', { ke })} disabled={busy} berkas={berkas} onPilih={setBerkas} />
        <Button size="1" onClick={() => void kirim()} disabled={busy}>{t('aksi.unggah')}</Button>
      </Flex>
    </Flex>
  );
}
