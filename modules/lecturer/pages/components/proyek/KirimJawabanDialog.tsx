import { Button, Callout, Dialog, Flex, Text, TextArea } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PilihBerkas } from '../../../../../core/client';
import { formatUkuran } from '../../../../../core/contract/format';
import { kirimJawabanProyek } from '../../../api-proyek';
import { BERKAS_PROYEK, jenisBerkasTeks } from '../../../proyek-aturan';
import type { PenugasanProyek } from '../../../schemas-proyek';
import { Isian } from '../Isian';
import { useAksi } from './use-aksi';

/** "Kirim Jawaban" (or "Kirim Ulang" once an answer exists): the answer file and an optional note for the programme. */
export function KirimJawabanDialog({ r, onDone }: { r: PenugasanProyek; onDone: () => Promise<void> }) {
  const { t } = useTranslation('lecturer');
  const [open, setOpen] = useState(false);
  const [berkas, setBerkas] = useState<File | null>(null);
  const [keterangan, setKeterangan] = useState('');
  const { busy, jalankan } = useAksi();
  const aturan = BERKAS_PROYEK.jawaban;
  const label = r.jawaban ? t('proyek.halaman.kirim_ulang') : t('proyek.halaman.kirim_jawaban');
  const kirim = () => jalankan(() => kirimJawabanProyek(r.id_penugasan_proyek!, berkas, keterangan), async () => {
    setOpen(false);
    setBerkas(null);
    setKeterangan('');
    await onDone();
  });
  const id = (k: string) => `${k}-${r.id_ajuan_penugasan_proyek}`;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="1" aria-label={`${label} ${r.judul}`}>{label}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{t('proyek.halaman.kirim_judul', { judul: r.judul })}</Dialog.Title>
        <Dialog.Description size="2" mb="3">{t('proyek.halaman.kirim_keterangan')}</Dialog.Description>
        {r.status === 'dikembalikan' && r.catatan_validasi ? (
          <Callout.Root color="red" mb="3"><Callout.Text>{t('proyek.halaman.catatan_validasi', { catatan: r.catatan_validasi })}</Callout.Text></Callout.Root>
        ) : null}
        <Isian id={id('jawaban')} label={t('proyek.field.jawaban')}>
          <PilihBerkas id={id('jawaban')} accept={aturan.accept} berkas={berkas} onPilih={setBerkas} />
          <Text size="1" color="gray">{t('proyek.halaman.petunjuk_berkas', { jenis: jenisBerkasTeks(aturan.allowed), ukuran: formatUkuran(aturan.maxBytes) })}</Text>
        </Isian>
        <Isian id={id('keterangan')} label={t('proyek.field.keterangan')} mt="3">
          <TextArea id={id('keterangan')} value={keterangan} onChange={(e) => setKeterangan(e.target.value)} maxLength={1000} rows={3} />
        </Isian>
        <Flex gap="2" justify="end" mt="4">
          <Dialog.Close><Button variant="soft" color="gray" disabled={busy}>{t('proyek.halaman.batal')}</Button></Dialog.Close>
          <Button disabled={busy || !berkas} onClick={() => void kirim()}>{t('proyek.halaman.kirim')}</Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
