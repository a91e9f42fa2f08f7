import { Button, Dialog, Flex, TextArea, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ubahAjuanProyek, type IsianUbahAjuan } from '../../../api-proyek';
import type { PenugasanProyek } from '../../../schemas-proyek';
import { Isian } from '../Isian';
import { BerkasIsian } from './FormPenugasanDialog';
import { GalatDialog } from './GalatDialog';
import { useAksi } from './use-aksi';
import { IsianTanggal } from '../../../../../core/client';

const isianDari = (r: PenugasanProyek): IsianUbahAjuan => ({ versi: String(r.versi), judul: r.judul, deskripsi: r.deskripsi, tenggat: r.tenggat });

/**
 * "Ubah" a request the lecturer has not answered: title, task, deadline and, when chosen, new files.
 * The version the list showed goes along, so an edit of a request changed or answered meanwhile is refused.
 */
export function UbahAjuanDialog({ r, onDone }: { r: PenugasanProyek; onDone: () => Promise<void> }) {
  const { t } = useTranslation('lecturer');
  const [open, setOpen] = useState(false);
  const [isian, setIsian] = useState<IsianUbahAjuan>(() => isianDari(r));
  const [lampiran, setLampiran] = useState<File | null>(null);
  const [soal, setSoal] = useState<File | null>(null);
  const { busy, jalankan, galat } = useAksi();
  const buka = (o: boolean) => {
    if (o) {
      setIsian(isianDari(r));
      setLampiran(null);
      setSoal(null);
    }
    setOpen(o);
  };
  const ubah = (k: keyof IsianUbahAjuan) => (e: { target: { value: string } }) => setIsian((s) => ({ ...s, [k]: e.target.value }));
  const simpan = (e: React.FormEvent) => {
    e.preventDefault();
    void jalankan(() => ubahAjuanProyek(r.id_ajuan_penugasan_proyek, isian, lampiran, soal), async () => { setOpen(false); await onDone(); });
  };
  const id = (k: string) => `ubah-${k}-${r.id_ajuan_penugasan_proyek}`;
  return (
    <Dialog.Root open={open} onOpenChange={buka}>
      <Dialog.Trigger>
        <Button size="1" variant="soft" aria-label={`${t('proyek.halaman.ubah')} ${r.judul}`}>{t('proyek.halaman.ubah')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="680px">
        <Dialog.Title>{t('proyek.halaman.ubah_judul', { judul: r.judul })}</Dialog.Title>
        <Dialog.Description size="2" mb="3">{t('proyek.halaman.ubah_keterangan')} {r.nama_dosen}.</Dialog.Description>
        <form onSubmit={simpan}>
          <Isian id={id('tenggat')} label={t('proyek.field.tenggat')}>
            <IsianTanggal id={id('tenggat')} value={isian.tenggat} onChange={ubah('tenggat')} required />
          </Isian>
          <Isian id={id('judul')} label={t('proyek.field.judul')} mt="3">
            <TextField.Root id={id('judul')} value={isian.judul} onChange={ubah('judul')} maxLength={200} required />
          </Isian>
          <Isian id={id('deskripsi')} label={t('proyek.field.deskripsi')} mt="3">
            <TextArea id={id('deskripsi')} value={isian.deskripsi} onChange={ubah('deskripsi')} maxLength={5000} rows={4} required />
          </Isian>
          <BerkasIsian jenis="lampiran" id={id('lampiran')} tetap={r.lampiran.nama} berkas={lampiran} onPilih={setLampiran} />
          <BerkasIsian jenis="soal" id={id('soal')} tetap={r.soal.nama} berkas={soal} onPilih={setSoal} />
          <GalatDialog galat={galat} />
          <Flex gap="2" justify="end" mt="4">
            <Dialog.Close><Button type="button" variant="soft" color="gray" disabled={busy}>{t('proyek.halaman.batal')}</Button></Dialog.Close>
            <Button type="submit" disabled={busy}>{t('proyek.halaman.simpan')}</Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
