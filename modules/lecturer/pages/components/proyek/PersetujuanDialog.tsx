import { Button, Dialog, Flex, Text, TextArea } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTanggal } from '../../../../../core/client';
import { setujuiPenugasanProyek } from '../../../api-proyek';
import { alasanCukup } from '../../../proyek-aturan';
import type { PenugasanProyek } from '../../../schemas-proyek';
import { Isian } from '../Isian';
import { useAksi } from './use-aksi';

/** "Tanggapi" a waiting request: Setujui starts the assignment, Tolak needs a reason (the server checks it too). */
export function PersetujuanDialog({ r, onDone }: { r: PenugasanProyek; onDone: () => Promise<void> }) {
  const { t } = useTranslation('lecturer');
  const [open, setOpen] = useState(false);
  const [alasan, setAlasan] = useState('');
  const { busy, jalankan } = useAksi();
  const putuskan = (setuju: boolean) => jalankan(
    () => setujuiPenugasanProyek(r.id_ajuan_penugasan_proyek, setuju ? { setuju } : { setuju, alasan }),
    async () => { setOpen(false); await onDone(); },
  );
  const id = `alasan-${r.id_ajuan_penugasan_proyek}`;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="1" aria-label={`${t('proyek.halaman.tanggapi')} ${r.judul}`}>{t('proyek.halaman.tanggapi')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{t('proyek.halaman.persetujuan_judul')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">{t('proyek.halaman.persetujuan_keterangan')}</Dialog.Description>
        <Text as="p" weight="medium">{r.judul}</Text>
        <Text as="p" size="2" color="gray" mb="3">{t('proyek.halaman.tenggat')}: {formatTanggal(r.tenggat)}</Text>
        <Isian id={id} label={t('proyek.field.alasan')}>
          <TextArea id={id} value={alasan} onChange={(e) => setAlasan(e.target.value)} maxLength={1000} rows={3} />
          <Text size="1" color="gray">{t('proyek.halaman.alasan_petunjuk')}</Text>
        </Isian>
        <Flex gap="2" justify="end" mt="4">
          <Dialog.Close><Button variant="soft" color="gray" disabled={busy}>{t('proyek.halaman.batal')}</Button></Dialog.Close>
          <Button color="red" variant="soft" disabled={busy || !alasanCukup(alasan)} onClick={() => void putuskan(false)}>{t('proyek.halaman.tolak')}</Button>
          <Button color="green" disabled={busy} onClick={() => void putuskan(true)}>{t('proyek.halaman.setujui')}</Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
