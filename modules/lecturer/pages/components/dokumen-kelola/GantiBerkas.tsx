import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess, PilihBerkas, useKirim } from '../../../../../core/client';
import { formatUkuran } from '../../../../../core/contract/format';
import { gantiBerkasDokumen } from '../../../api-dokumen';
import { DOKUMEN_MAKS_UKURAN, type DokumenKelola } from '../../../schemas-dokumen';
import { Isian } from '../Isian';
import { TERIMA_BERKAS } from './FormUnggah';

/** "Ganti Berkas": a new file for the version shown; a 409 (changed meanwhile) reloads the list too. */
export function GantiBerkas({ d, onDone }: { d: DokumenKelola; onDone: () => Promise<void> }) {
  const { t } = useTranslation('lecturer');
  const h = (k: string, v?: Record<string, string | number>) => t(`dokumen_kelola.halaman.${k}`, v);
  const [open, setOpen] = useState(false);
  const [berkas, setBerkas] = useState<File | null>(null);
  const { busy, kirim } = useKirim();
  const simpan = async () => {
    const hasil = await kirim(async () => notifySuccess((await gantiBerkasDokumen(d, berkas)).message));
    if ('skipped' in hasil) return;
    if (hasil.ok) { setOpen(false); setBerkas(null); }
    await onDone();
  };
  const id = `ganti-${d.id_dokumen_dosen}`;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="1" variant="soft" aria-label={h('ganti_label', { judul: d.judul })}>{h('ganti')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{h('ganti_judul')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">{h('ganti_keterangan', { judul: d.judul, berkas: d.nama_berkas })}</Dialog.Description>
        <Isian id={id} label={t('dokumen_kelola.field.berkas')}>
          <PilihBerkas id={id} accept={TERIMA_BERKAS} berkas={berkas} onPilih={setBerkas} />
        </Isian>
        <Text as="p" size="1" color="gray" mt="1">{h('petunjuk_berkas', { ukuran: formatUkuran(DOKUMEN_MAKS_UKURAN) })}</Text>
        <Flex gap="2" justify="end" mt="4">
          <Dialog.Close><Button variant="soft" color="gray">{h('batal')}</Button></Dialog.Close>
          <Button disabled={busy} onClick={() => void simpan()}>{h('simpan')}</Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
