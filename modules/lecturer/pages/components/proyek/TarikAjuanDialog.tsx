import { Button, Dialog, Flex, Text, TextArea } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tarikAjuanProyek } from '../../../api-proyek';
import { alasanPenarikanCukup, PENARIKAN_MAKS } from '../../../proyek-aturan';
import type { PenugasanProyek } from '../../../schemas-proyek';
import { Isian } from '../Isian';
import { GalatDialog } from './GalatDialog';
import { useAksi } from './use-aksi';

/** "Tarik" a request the lecturer has not answered: a reason of 10-500 characters the lecturer will read. */
export function TarikAjuanDialog({ r, onDone }: { r: PenugasanProyek; onDone: () => Promise<void> }) {
  const { t } = useTranslation('lecturer');
  const [open, setOpen] = useState(false);
  const [alasan, setAlasan] = useState('');
  const { busy, jalankan, galat } = useAksi();
  const id = `tarik-${r.id_ajuan_penugasan_proyek}`;
  const tarik = () => jalankan(() => tarikAjuanProyek(r.id_ajuan_penugasan_proyek, alasan), async () => {
    setOpen(false);
    setAlasan('');
    await onDone();
  });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="1" color="red" variant="soft" aria-label={`${t('proyek.halaman.tarik')} ${r.judul}`}>{t('proyek.halaman.tarik')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{t('proyek.halaman.tarik_judul', { judul: r.judul })}</Dialog.Title>
        <Dialog.Description size="2" mb="3">{t('proyek.halaman.tarik_keterangan')}</Dialog.Description>
        <Isian id={id} label={t('proyek.field.alasan_penarikan')}>
          <TextArea id={id} value={alasan} onChange={(e) => setAlasan(e.target.value)} maxLength={PENARIKAN_MAKS} rows={3} />
          <Text size="1" color="gray">{t('proyek.halaman.tarik_petunjuk')}</Text>
        </Isian>
        <GalatDialog galat={galat} />
        <Flex gap="2" justify="end" mt="4">
          <Dialog.Close><Button variant="soft" color="gray" disabled={busy}>{t('proyek.halaman.batal')}</Button></Dialog.Close>
          <Button color="red" disabled={busy || !alasanPenarikanCukup(alasan)} onClick={() => void tarik()}>{t('proyek.halaman.tarik_kirim')}</Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
