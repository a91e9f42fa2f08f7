import { Button, Flex, Grid, Text, TextArea, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureBody, IsianTanggal, LoadState, PilihBerkas, SaveOutcome, useKirim, useLoad } from '../../../../core/client';
import { formatRentangJam, formatUkuran } from '../../../../core/contract/format';
import { getSesiKegiatan } from '../../../master-data/api';
import { postKegiatan } from '../../api';
import { Isian, Pilihan } from './Isian';
import { BUKTI_KEGIATAN, JENIS_KEGIATAN, PANJANG_KEGIATAN } from '../../kegiatan-aturan';

const KOSONG = { jenis: '', judul: '', tanggal: '', id_sesi_kegiatan: '', tempat: '', deskripsi: '' };

/**
 * A new activity: tridharma area, title, date and session (the sessions list of master-data), place,
 * description and the proof file. Checks what the server checks first; `onSaved` reloads the list.
 */
export function FormKegiatan({ onSaved }: { onSaved: (message: string) => void }) {
  const { t } = useTranslation('lecturer');
  const sesi = useLoad(() => getSesiKegiatan(), []);
  const [isi, setIsi] = useState(KOSONG);
  const [bukti, setBukti] = useState<File | null>(null);
  const { busy, kirim: jalankan } = useKirim();
  const [error, setError] = useState<unknown>(null);
  const ubah = (key: keyof typeof KOSONG) => (value: string) => setIsi((s) => ({ ...s, [key]: value }));
  const f = (key: string) => t(`kegiatan.field.${key}`);

  async function kirim() {
    if (!isi.jenis || !isi.tanggal || !isi.id_sesi_kegiatan) return setError({ message: t('kegiatan.halaman.form_pilih_wajib') });
    if (isi.judul.trim().length < 5) return setError({ message: t('kegiatan.halaman.form_judul_wajib') });
    if (isi.tempat.trim().length < 3) return setError({ message: t('kegiatan.halaman.form_tempat_wajib') });
    if (isi.deskripsi.trim().length < 10) return setError({ message: t('kegiatan.halaman.form_deskripsi_wajib') });
    if (!bukti) return setError({ message: t('kegiatan.galat.bukti_wajib') });
    const kiriman = await jalankan(async () => {
      setError(null);
      const res = await postKegiatan({ ...isi, id_sesi_kegiatan: Number(isi.id_sesi_kegiatan) }, bukti);
      setIsi(KOSONG);
      setBukti(null);
      onSaved(res.message);
    });
    if ('error' in kiriman) setError(failureBody(kiriman.error));
  }

  return (
    <LoadState status={sesi.status} error={sesi.error} retry={() => void sesi.reload()}>
      <SaveOutcome error={error} saved={null} />
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <Isian id="kegiatan-jenis" label={f('jenis')}>
          <Pilihan id="kegiatan-jenis" value={isi.jenis} disabled={busy} kosong={t('kegiatan.halaman.pilih')} onChange={ubah('jenis')}
            options={JENIS_KEGIATAN.map((j) => [j, t(`kegiatan.jenis.${j}`)])} />
        </Isian>
        <Isian id="kegiatan-judul" label={f('judul')}>
          <TextField.Root id="kegiatan-judul" value={isi.judul} maxLength={PANJANG_KEGIATAN.judul} disabled={busy} onChange={(e) => ubah('judul')(e.target.value)} />
        </Isian>
        <Isian id="kegiatan-tanggal" label={f('tanggal')}>
          <IsianTanggal id="kegiatan-tanggal" value={isi.tanggal} disabled={busy} onChange={(e) => ubah('tanggal')(e.target.value)} />
        </Isian>
        <Isian id="kegiatan-sesi" label={f('sesi')}>
          <Pilihan id="kegiatan-sesi" value={isi.id_sesi_kegiatan} disabled={busy} kosong={t('kegiatan.halaman.pilih')} onChange={ubah('id_sesi_kegiatan')}
            options={(sesi.data?.data ?? []).map((s) => [String(s.id), `${s.nama} (${formatRentangJam(s.jam_mulai, s.jam_selesai)})`])} />
        </Isian>
        <Isian id="kegiatan-tempat" label={f('tempat')}>
          <TextField.Root id="kegiatan-tempat" value={isi.tempat} maxLength={PANJANG_KEGIATAN.tempat} disabled={busy} onChange={(e) => ubah('tempat')(e.target.value)} />
        </Isian>
        <Isian id="kegiatan-bukti" label={f('bukti')}>
          <PilihBerkas id="kegiatan-bukti" accept="application/pdf,image/png,image/jpeg" disabled={busy} berkas={bukti} onPilih={setBukti} />
          <Text size="1" color="gray">{t('kegiatan.halaman.petunjuk_bukti', { maks: formatUkuran(BUKTI_KEGIATAN.maxBytes) })}</Text>
        </Isian>
      </Grid>
      <Isian id="kegiatan-deskripsi" label={f('deskripsi')} mt="3">
        <TextArea id="kegiatan-deskripsi" value={isi.deskripsi} maxLength={PANJANG_KEGIATAN.deskripsi} disabled={busy} onChange={(e) => ubah('deskripsi')(e.target.value)} />
      </Isian>
      <Flex mt="3"><Button onClick={() => void kirim()} disabled={busy}>{t('kegiatan.aksi.ajukan')}</Button></Flex>
    </LoadState>
  );
}
