import { Button, Card, Flex, Grid, Heading, Text, TextArea } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IsianTanggal, notifySuccess, PilihBerkas, useKirim, useLoad } from '../../../../../core/client';
import { formatUkuran } from '../../../../../core/contract/format';
import { getJenisLampiranPengajuan } from '../../../../master-data/api';
import { ajukanIzin, type IsianIzin } from '../../../api-izin';
import { IZIN_MAKS_UKURAN, JENIS_IZIN } from '../../../schemas-izin';

const KOSONG: IsianIzin = { jenis: '', tanggal_mulai: '', tanggal_selesai: '', alasan: '', id_jenis_lampiran_pengajuan: '' };

/** A labelled field of the form. */
function Isian({ label, children }: { label: string; children: React.ReactNode }) {
  return <Flex direction="column" gap="1" asChild><label><Text size="2" weight="medium">{label}</Text>{children}</label></Flex>;
}

/**
 * The leave request form (POST absen-jalan/pengajuan-izin): kind, dates, reason, the attachment's
 * type (master-data's list) and file. The server judges everything; its message is shown as a toast.
 */
export function FormIzin({ onSaved }: { onSaved: () => Promise<void> }) {
  const { t } = useTranslation('lecturer');
  const jenisLampiran = useLoad(() => getJenisLampiranPengajuan(), []);
  const [isian, setIsian] = useState<IsianIzin>(KOSONG);
  const [berkas, setBerkas] = useState<File | null>(null);
  const { busy, kirim: jalankan } = useKirim();
  const ubah = (k: keyof IsianIzin) => (e: { target: { value: string } }) => setIsian((s) => ({ ...s, [k]: e.target.value }));
  const kirim = async (e: React.FormEvent) => {
    e.preventDefault();
    await jalankan(async () => {
      notifySuccess((await ajukanIzin(isian, berkas)).message);
      setIsian(KOSONG);
      setBerkas(null);
      await onSaved();
    });
  };
  const f = (k: string) => t(`izin.field.${k}`);
  return (
    <Card size="3" asChild>
      <form onSubmit={(e) => void kirim(e)}>
        <Heading as="h2" size="4" mb="3">{t('izin.halaman.form_judul')}</Heading>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <Isian label={f('jenis')}>
            <select value={isian.jenis} onChange={ubah('jenis')} required>
              <option value="">{t('izin.halaman.pilih')}</option>
              {JENIS_IZIN.map((j) => <option key={j} value={j}>{t(`izin.jenis.${j}`)}</option>)}
            </select>
          </Isian>
          <Isian label={f('jenis_lampiran')}>
            <select value={isian.id_jenis_lampiran_pengajuan} onChange={ubah('id_jenis_lampiran_pengajuan')} required>
              <option value="">{t('izin.halaman.pilih')}</option>
              {(jenisLampiran.data?.data ?? []).map((j) => <option key={j.id} value={String(j.id)}>{j.nama}</option>)}
            </select>
          </Isian>
          <Isian label={f('tanggal_mulai')}><IsianTanggal value={isian.tanggal_mulai} onChange={ubah('tanggal_mulai')} required /></Isian>
          <Isian label={f('tanggal_selesai')}><IsianTanggal value={isian.tanggal_selesai} onChange={ubah('tanggal_selesai')} required /></Isian>
        </Grid>
        <Flex direction="column" gap="3" mt="3">
          <Isian label={f('alasan')}><TextArea value={isian.alasan} onChange={ubah('alasan')} maxLength={1000} rows={3} required /></Isian>
          <Isian label={f('berkas')}>
            <PilihBerkas accept="application/pdf,image/png,image/jpeg" aria-label={f('berkas')} berkas={berkas} onPilih={setBerkas} />
          </Isian>
          <Text size="1" color="gray">{t('izin.halaman.lampiran_petunjuk', { ukuran: formatUkuran(IZIN_MAKS_UKURAN) })}</Text>
          <Flex><Button type="submit" disabled={busy}>{t('izin.halaman.ajukan')}</Button></Flex>
        </Flex>
      </form>
    </Card>
  );
}
