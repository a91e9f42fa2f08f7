import { Button, Flex, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKirim } from '../../../../core/client';
import { PANJANG_KEGIATAN } from '../../kegiatan-aturan';

/** Setujui, or Tolak with the reason the lecturer will read (asked for before sending). */
export function PutuskanKegiatan({ label, onDecide }: { label: string; onDecide: (setuju: boolean, alasan?: string) => Promise<void> }) {
  const { t } = useTranslation('lecturer');
  const { busy, kirim } = useKirim();
  const [menolak, setMenolak] = useState(false);
  const [alasan, setAlasan] = useState('');
  const run = (setuju: boolean) => kirim(() => onDecide(setuju, setuju ? undefined : alasan.trim()));
  if (menolak) {
    return (
      <Flex direction="column" gap="2" style={{ minWidth: '14rem' }}>
        <TextField.Root size="1" aria-label={`${t('kegiatan.field.alasan')} ${label}`} placeholder={t('kegiatan.halaman.alasan_placeholder')}
          value={alasan} maxLength={PANJANG_KEGIATAN.alasan} disabled={busy} onChange={(e) => setAlasan(e.target.value)} />
        <Flex gap="2">
          <Button size="1" color="red" disabled={busy || alasan.trim().length < 5} onClick={() => void run(false)}>{t('kegiatan.aksi.kirim_tolak')}</Button>
          <Button size="1" variant="soft" color="gray" disabled={busy} onClick={() => setMenolak(false)}>{t('kegiatan.aksi.batal')}</Button>
        </Flex>
      </Flex>
    );
  }
  return (
    <Flex gap="2">
      <Button size="1" disabled={busy} aria-label={`${t('kegiatan.aksi.setujui')} ${label}`} onClick={() => void run(true)}>{t('kegiatan.aksi.setujui')}</Button>
      <Button size="1" color="red" variant="soft" disabled={busy} aria-label={`${t('kegiatan.aksi.tolak')} ${label}`} onClick={() => setMenolak(true)}>{t('kegiatan.aksi.tolak')}</Button>
    </Flex>
  );
}
