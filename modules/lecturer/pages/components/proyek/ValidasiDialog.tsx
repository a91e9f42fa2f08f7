import { Button, Dialog, Flex, Text, TextArea } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnduhButton } from '../../../../../core/client';
import { unduhBerkasProyek, validasiJawabanProyek } from '../../../api-proyek';
import { alasanCukup } from '../../../proyek-aturan';
import type { PenugasanProyek } from '../../../schemas-proyek';
import { Isian } from '../Isian';
import { useAksi } from './use-aksi';

/**
 * "Validasi" an answer waiting for it: download it, then Terima, or Kembalikan with a note so the
 * lecturer sends another. The version judged goes along, so a resend meanwhile is not judged unseen.
 */
export function ValidasiDialog({ r, onDone }: { r: PenugasanProyek; onDone: () => Promise<void> }) {
  const { t } = useTranslation('lecturer');
  const [open, setOpen] = useState(false);
  const [catatan, setCatatan] = useState('');
  const { busy, jalankan } = useAksi();
  const jawaban = r.jawaban!;
  const keterangan = [...r.riwayat].reverse().find((s) => s.langkah === 'kirim_jawaban')?.catatan;
  const putuskan = (diterima: boolean) => jalankan(
    () => validasiJawabanProyek(r.id_penugasan_proyek!, { diterima, versi_jawaban: jawaban.versi, ...(catatan.trim() ? { catatan } : {}) }),
    async () => { setOpen(false); setCatatan(''); await onDone(); },
  );
  const id = `catatan-${r.id_ajuan_penugasan_proyek}`;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="1" aria-label={`${t('proyek.halaman.validasi')} ${r.judul}`}>{t('proyek.halaman.validasi')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{t('proyek.halaman.validasi_judul', { judul: r.judul })}</Dialog.Title>
        <Dialog.Description size="2" mb="3">{t('proyek.halaman.validasi_keterangan', { versi: jawaban.versi })}</Dialog.Description>
        <Text as="p" size="2" mb="2">{r.nama_dosen} · {t('proyek.halaman.dikirim_pada', { waktu: jawaban.dikirim_pada })}</Text>
        {keterangan ? <Text as="p" size="2" mb="2">“{keterangan}”</Text> : null}
        <Flex mb="3"><UnduhButton unduh={() => unduhBerkasProyek(r, 'jawaban')} label={t('proyek.halaman.unduh_jawaban', { versi: jawaban.versi })} /></Flex>
        <Isian id={id} label={t('proyek.field.catatan')}>
          <TextArea id={id} value={catatan} onChange={(e) => setCatatan(e.target.value)} maxLength={1000} rows={3} />
          <Text size="1" color="gray">{t('proyek.halaman.catatan_petunjuk')}</Text>
        </Isian>
        <Flex gap="2" justify="end" mt="4">
          <Dialog.Close><Button variant="soft" color="gray" disabled={busy}>{t('proyek.halaman.batal')}</Button></Dialog.Close>
          <Button color="orange" variant="soft" disabled={busy || !alasanCukup(catatan)} onClick={() => void putuskan(false)}>{t('proyek.halaman.kembalikan')}</Button>
          <Button color="green" disabled={busy} onClick={() => void putuskan(true)}>{t('proyek.halaman.terima')}</Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
