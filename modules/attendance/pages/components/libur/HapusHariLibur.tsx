import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatTanggal, notifySuccess, useKirim } from '../../../../../core/client';
import { hapusHariLibur } from '../../../api';
import type { HariLibur } from '../../../schemas';

/** 'Hapus' with a confirmation naming the holiday (DELETE presensi/lp3/hari-libur/{id}); a refusal shows as a red toast. */
export function HapusHariLibur({ libur, onDone }: { libur: HariLibur; onDone: () => void }) {
  const { t } = useTranslation('attendance');
  const { busy, kirim } = useKirim();
  const tanggal = formatTanggal(libur.tanggal);
  const hapus = async () => {
    // A refusal (e.g. already removed by a colleague) reloads too.
    const hasil = await kirim(async () => notifySuccess((await hapusHariLibur(libur.id_hari_libur)).message));
    if (!('skipped' in hasil)) onDone();
  };
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger>
        <Button size="1" variant="ghost" color="red" aria-label={t('libur.hapus_label', { nama: libur.nama, tanggal })}>{t('libur.hapus')}</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{t('libur.hapus_judul')}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t('libur.hapus_konfirmasi', { nama: libur.nama, tanggal })}</AlertDialog.Description>
        <Flex gap="2" justify="end" mt="4">
          <AlertDialog.Cancel><Button variant="soft" color="gray">{t('aksi.batal')}</Button></AlertDialog.Cancel>
          <AlertDialog.Action><Button color="red" disabled={busy} onClick={() => void hapus()}>{t('libur.hapus')}</Button></AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
