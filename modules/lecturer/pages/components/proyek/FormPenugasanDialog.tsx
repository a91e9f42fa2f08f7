import { Button, Dialog, Flex, Grid, Text, TextArea, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IsianTanggal, LoadState, PilihBerkas, useLoad } from '../../../../../core/client';
import { formatUkuran } from '../../../../../core/contract/format';
import { ajukanPenugasanProyek, getDosenProyek, type IsianAjuanProyek } from '../../../api-proyek';
import { BERKAS_PROYEK, jenisBerkasTeks } from '../../../proyek-aturan';
import { Isian } from '../Isian';
import { useAksi } from './use-aksi';

const KOSONG: IsianAjuanProyek = { id_dosen: '', judul: '', deskripsi: '', tenggat: '' };

/** A file field of a request form with the kinds and size it takes; `tetap` names the stored file an edit keeps when none is chosen. */
export function BerkasIsian({ jenis, berkas, onPilih, id = `proyek-${jenis}`, tetap }: { jenis: 'lampiran' | 'soal'; berkas: File | null; onPilih: (f: File | null) => void; id?: string; tetap?: string }) {
  const { t } = useTranslation('lecturer');
  const aturan = BERKAS_PROYEK[jenis];
  return (
    <Isian id={id} label={t(`proyek.field.${jenis}`)} mt="3">
      <PilihBerkas id={id} accept={aturan.accept} berkas={berkas} onPilih={onPilih} />
      <Text size="1" color="gray">{t('proyek.halaman.petunjuk_berkas', { jenis: jenisBerkasTeks(aturan.allowed), ukuran: formatUkuran(aturan.maxBytes) })}</Text>
      {tetap ? <Text size="1" color="gray">{t('proyek.halaman.berkas_tetap', { nama: tetap })}</Text> : null}
    </Isian>
  );
}

/** The request form (POST penugasan-proyek): the lecturer (of the staff's programmes), title, task, deadline and both files. */
function FormPenugasan({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t } = useTranslation('lecturer');
  const dosen = useLoad(() => getDosenProyek(), []);
  const [isian, setIsian] = useState<IsianAjuanProyek>(KOSONG);
  const [lampiran, setLampiran] = useState<File | null>(null);
  const [soal, setSoal] = useState<File | null>(null);
  const { busy, jalankan } = useAksi();
  const ubah = (k: keyof IsianAjuanProyek) => (e: { target: { value: string } }) => setIsian((s) => ({ ...s, [k]: e.target.value }));
  const kirim = (e: React.FormEvent) => {
    e.preventDefault();
    void jalankan(() => ajukanPenugasanProyek(isian, lampiran, soal), onSaved);
  };
  return (
    <form onSubmit={kirim}>
      <LoadState status={dosen.status === 'loading' && dosen.data ? 'success' : dosen.status} error={dosen.error} retry={() => void dosen.reload()}>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <Isian id="proyek-dosen" label={t('proyek.field.id_dosen')}>
            <select id="proyek-dosen" value={isian.id_dosen} onChange={ubah('id_dosen')} required>
              <option value="">{t('proyek.halaman.pilih_dosen')}</option>
              {(dosen.data?.data ?? []).map((d) => <option key={d.id_dosen} value={String(d.id_dosen)}>{d.nama_dosen} — {d.nama_prodi}</option>)}
            </select>
          </Isian>
          <Isian id="proyek-tenggat" label={t('proyek.field.tenggat')}>
            <IsianTanggal id="proyek-tenggat" value={isian.tenggat} onChange={ubah('tenggat')} required />
          </Isian>
        </Grid>
        <Isian id="proyek-judul" label={t('proyek.field.judul')} mt="3">
          <TextField.Root id="proyek-judul" value={isian.judul} onChange={ubah('judul')} maxLength={200} required />
        </Isian>
        <Isian id="proyek-deskripsi" label={t('proyek.field.deskripsi')} mt="3">
          <TextArea id="proyek-deskripsi" value={isian.deskripsi} onChange={ubah('deskripsi')} maxLength={5000} rows={4} required />
        </Isian>
        <BerkasIsian jenis="lampiran" berkas={lampiran} onPilih={setLampiran} />
        <BerkasIsian jenis="soal" berkas={soal} onPilih={setSoal} />
      </LoadState>
      <Flex gap="2" justify="end" mt="4">
        <Dialog.Close><Button type="button" variant="soft" color="gray" disabled={busy}>{t('proyek.halaman.batal')}</Button></Dialog.Close>
        <Button type="submit" disabled={busy || dosen.status !== 'success'}>{t('proyek.halaman.ajukan')}</Button>
      </Flex>
    </form>
  );
}

/** "Tambah Penugasan": the request form in a dialog that closes once the server accepts it. */
export function FormPenugasanDialog({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t } = useTranslation('lecturer');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger><Button>{t('proyek.halaman.tambah')}</Button></Dialog.Trigger>
      <Dialog.Content maxWidth="680px">
        <Dialog.Title>{t('proyek.halaman.form_judul')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">{t('proyek.halaman.form_keterangan')}</Dialog.Description>
        {open ? <FormPenugasan onSaved={async () => { setOpen(false); await onSaved(); }} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
