import { Button, Flex, Grid, Heading, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureBody, IsianTanggal, SaveOutcome, useKirim } from '../../../../../core/client';
import { tambahHariLibur } from '../../../api';
import { JENIS_LIBUR, type JenisLibur, type TambahHariLiburBody } from '../../../schemas';

interface Isian { tanggal_mulai: string; tanggal_selesai: string; nama: string; jenis: JenisLibur | '' }
const KOSONG: Isian = { tanggal_mulai: '', tanggal_selesai: '', nama: '', jenis: '' };

/** A labelled field of the form. */
function Kolom({ label, children }: { label: string; children: React.ReactNode }) {
  return <Flex direction="column" gap="1" asChild><label><Text size="2" weight="medium">{label}</Text>{children}</label></Flex>;
}

/**
 * The form that adds one holiday, or every day of a range under one name (POST presensi/lp3/hari-libur).
 * The server judges the input; its refusal (empty name, a day already a holiday, ...) shows in red here.
 */
export function TambahHariLibur({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('attendance');
  const [isian, setIsian] = useState<Isian>(KOSONG);
  const { busy, kirim: jalankan } = useKirim();
  const [hasil, setHasil] = useState<{ error: unknown; saved: string | null }>({ error: null, saved: null });
  const ubah = (k: keyof Isian) => (e: { target: { value: string } }) => setIsian((s) => ({ ...s, [k]: e.target.value }));

  const kirim = async (e: React.FormEvent) => {
    e.preventDefault();
    const kiriman = await jalankan(async () => {
      const res = await tambahHariLibur({
        tanggal_mulai: isian.tanggal_mulai, nama: isian.nama,
        // Left out when not chosen, so the server names the missing field rather than a wrong choice.
        ...(isian.jenis ? { jenis: isian.jenis } : {}),
        ...(isian.tanggal_selesai ? { tanggal_selesai: isian.tanggal_selesai } : {}),
      } as TambahHariLiburBody);
      setHasil({ error: null, saved: res.message });
      setIsian(KOSONG);
      onSaved();
    });
    if ('error' in kiriman) setHasil({ error: failureBody(kiriman.error), saved: null });
  };

  return (
    <form onSubmit={(e) => void kirim(e)} aria-label={t('libur.tambah_judul')}>
      <Heading as="h3" size="3" mb="2">{t('libur.tambah_judul')}</Heading>
      <SaveOutcome error={hasil.error} saved={hasil.saved} />
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <Kolom label={t('libur.tanggal_mulai')}><IsianTanggal value={isian.tanggal_mulai} onChange={ubah('tanggal_mulai')} required /></Kolom>
        <Kolom label={t('libur.tanggal_selesai_opsional')}><IsianTanggal value={isian.tanggal_selesai} onChange={ubah('tanggal_selesai')} /></Kolom>
        <Kolom label={t('libur.nama')}><TextField.Root value={isian.nama} onChange={ubah('nama')} maxLength={150} /></Kolom>
        <Kolom label={t('libur.jenis')}>
          <select value={isian.jenis} onChange={ubah('jenis')}>
            <option value="">{t('libur.pilih_jenis')}</option>
            {JENIS_LIBUR.map((j) => <option key={j} value={j}>{t(`jenis_libur.${j}`)}</option>)}
          </select>
        </Kolom>
      </Grid>
      <Text as="p" size="1" color="gray" mt="2">{t('libur.tambah_petunjuk')}</Text>
      <Flex mt="3"><Button type="submit" disabled={busy}>{t('libur.tambah')}</Button></Flex>
    </form>
  );
}
