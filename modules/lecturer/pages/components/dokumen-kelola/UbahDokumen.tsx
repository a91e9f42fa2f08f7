import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess, useKirim } from '../../../../../core/client';
import { ubahDokumenDosen, type IsianDokumen } from '../../../api-dokumen';
import type { DokumenKelola } from '../../../schemas-dokumen';
import { IsianDokumenFields } from './IsianDokumenFields';

const dariDokumen = (d: DokumenKelola): IsianDokumen => ({
  id_dokumen_kategori: d.id_dokumen_kategori ? String(d.id_dokumen_kategori) : '', judul: d.judul, nomor: d.nomor ?? '', tanggal: d.tanggal ?? '',
});

/**
 * "Ubah Data": category, title, number and date of the version shown; the file stays. A refusal
 * keeps the dialog open (the API client shows the server's message) and the list is read again, so a
 * 409 (changed meanwhile) leaves the newer version on the page.
 */
export function UbahDokumen({ d, kategori, onDone }: { d: DokumenKelola; kategori: Array<[string, string]>; onDone: () => Promise<void> }) {
  const { t } = useTranslation('lecturer');
  const h = (k: string, v?: Record<string, string | number>) => t(`dokumen_kelola.halaman.${k}`, v);
  const [open, setOpen] = useState(false);
  const [isian, setIsian] = useState<IsianDokumen>(() => dariDokumen(d));
  const { busy, kirim } = useKirim();
  const buka = (next: boolean) => {
    if (next) setIsian(dariDokumen(d));
    setOpen(next);
  };
  const simpan = async () => {
    const hasil = await kirim(async () => notifySuccess((await ubahDokumenDosen(d, isian)).message));
    if ('skipped' in hasil) return;
    if (hasil.ok) setOpen(false);
    await onDone();
  };
  return (
    <Dialog.Root open={open} onOpenChange={buka}>
      <Dialog.Trigger>
        <Button size="1" variant="soft" aria-label={h('ubah_label', { judul: d.judul })}>{h('ubah')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="600px">
        <Dialog.Title>{h('ubah_judul')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">{h('ubah_keterangan', { judul: d.judul })}</Dialog.Description>
        <IsianDokumenFields idPrefix={`ubah-${d.id_dokumen_dosen}`} isian={isian} kategori={kategori} busy={busy} onChange={setIsian} />
        <Flex gap="2" justify="end" mt="4">
          <Dialog.Close><Button variant="soft" color="gray">{h('batal')}</Button></Dialog.Close>
          <Button disabled={busy} onClick={() => void simpan()}>{h('simpan')}</Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
