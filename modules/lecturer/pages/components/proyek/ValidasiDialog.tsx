import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTanggalJam, UnduhButton } from '../../../../../core/client';
import { unduhBerkasProyek, validasiJawabanProyek } from '../../../api-proyek';
import type { PenugasanProyek } from '../../../schemas-proyek';
import { Keputusan } from './Keputusan';
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
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="1" aria-label={`${t('proyek.halaman.validasi')} ${r.judul}`}>{t('proyek.halaman.validasi')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{t('proyek.halaman.validasi_judul', { judul: r.judul })}</Dialog.Title>
        <Dialog.Description size="2" mb="3">{t('proyek.halaman.validasi_keterangan', { versi: jawaban.versi })}</Dialog.Description>
        <Text as="p" size="2" mb="2">{r.nama_dosen} · {t('proyek.halaman.dikirim_pada', { waktu: formatTanggalJam(jawaban.dikirim_pada) })}</Text>
        {keterangan ? <Text as="p" size="2" mb="2">“{keterangan}”</Text> : null}
        <Flex mb="3"><UnduhButton unduh={() => unduhBerkasProyek(r, 'jawaban')} label={t('proyek.halaman.unduh_jawaban', { versi: jawaban.versi })} /></Flex>
        <Keputusan id={`catatan-${r.id_ajuan_penugasan_proyek}`} label={t('proyek.field.catatan')} petunjuk={t('proyek.halaman.catatan_petunjuk')} alasan={catatan} setAlasan={setCatatan}
          busy={busy} tidak={t('proyek.halaman.kembalikan')} ya={t('proyek.halaman.terima')} onPutuskan={(diterima) => void putuskan(diterima)} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
