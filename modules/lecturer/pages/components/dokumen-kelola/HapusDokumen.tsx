import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { notifySuccess, useKirim } from '../../../../../core/client';
import { hapusDokumenDosen } from '../../../api-dokumen';
import type { DokumenKelola } from '../../../schemas-dokumen';

/** "Hapus" with a confirmation naming the document and its lecturer; the list reloads either way. */
export function HapusDokumen({ d, namaDosen, onDone }: { d: DokumenKelola; namaDosen: string; onDone: () => Promise<void> }) {
  const { t } = useTranslation('lecturer');
  const h = (k: string, v?: Record<string, string | number>) => t(`dokumen_kelola.halaman.${k}`, v);
  const { busy, kirim } = useKirim();
  const hapus = async () => {
    const hasil = await kirim(async () => notifySuccess((await hapusDokumenDosen(d)).message));
    if (!('skipped' in hasil)) await onDone();
  };
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button size="1" variant="ghost" color="red" aria-label={h('hapus_label', { judul: d.judul })}>{h('hapus')}</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>{h('hapus_judul')}</AlertDialog.Title>
        <AlertDialog.Description size="2">{h('hapus_konfirmasi', { judul: d.judul, nama: namaDosen })}</AlertDialog.Description>
        <Flex gap="2" justify="end" mt="4">
          <AlertDialog.Cancel><Button variant="soft" color="gray">{h('batal')}</Button></AlertDialog.Cancel>
          <AlertDialog.Action><Button color="red" disabled={busy} onClick={() => void hapus()}>{h('hapus')}</Button></AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
