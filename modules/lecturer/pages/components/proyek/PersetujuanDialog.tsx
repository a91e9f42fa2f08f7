import { Button, Dialog, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTanggal } from '../../../../../core/client';
import { setujuiPenugasanProyek } from '../../../api-proyek';
import type { PenugasanProyek } from '../../../schemas-proyek';
import { Keputusan } from './Keputusan';
import { useAksi } from './use-aksi';

/** "Tanggapi" a waiting request: Setujui starts the assignment, Tolak needs a reason (the server checks it too). */
export function PersetujuanDialog({ r, onDone }: { r: PenugasanProyek; onDone: () => Promise<void> }) {
  const { t } = useTranslation('lecturer');
  const [open, setOpen] = useState(false);
  const [alasan, setAlasan] = useState('');
  const { busy, jalankan } = useAksi();
  const putuskan = (setuju: boolean) => jalankan(
    () => setujuiPenugasanProyek(r.id_ajuan_penugasan_proyek, setuju ? { setuju, versi: r.versi } : { setuju, versi: r.versi, alasan }),
    async () => { setOpen(false); await onDone(); },
  );
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
        <Keputusan id={`alasan-${r.id_ajuan_penugasan_proyek}`} label={t('proyek.field.alasan')} petunjuk={t('proyek.halaman.alasan_petunjuk')} alasan={alasan} setAlasan={setAlasan}
          busy={busy} tidak={t('proyek.halaman.tolak')} ya={t('proyek.halaman.setujui')} onPutuskan={(setuju) => void putuskan(setuju)} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
