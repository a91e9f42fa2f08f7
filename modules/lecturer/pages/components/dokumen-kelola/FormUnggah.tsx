import { Button, Card, Flex, Grid, Heading, Text, TextField } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess, useKirim } from '../../../../../core/client';
import { formatUkuran } from '../../../../../core/contract/format';
import { unggahDokumenDosen, type IsianDokumen } from '../../../api-dokumen';
import { DOKUMEN_MAKS_UKURAN, JUDUL_PANJANG, NOMOR_MAKS } from '../../../schemas-dokumen';
import { Isian, Pilihan } from '../Isian';

const KOSONG: IsianDokumen = { id_dokumen_kategori: '', judul: '', nomor: '', tanggal: '' };
export const TERIMA_BERKAS = 'application/pdf,image/png,image/jpeg';

/** "Unggah Dokumen" for one lecturer: category (master-data's lecturer categories), title, optional number and date, the file. */
export function FormUnggah({ idDosen, kategori, onSaved }: { idDosen: number; kategori: Array<[string, string]>; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('lecturer');
  const [isian, setIsian] = useState<IsianDokumen>(KOSONG);
  const [berkas, setBerkas] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { busy, kirim } = useKirim();
  const ubah = (k: keyof IsianDokumen) => (value: string) => setIsian((s) => ({ ...s, [k]: value }));
  const f = (k: string) => t(`dokumen_kelola.field.${k}`);
  const h = (k: string, v?: Record<string, string | number>) => t(`dokumen_kelola.halaman.${k}`, v);
  const simpan = async (e: React.FormEvent) => {
    e.preventDefault();
    await kirim(async () => {
      notifySuccess((await unggahDokumenDosen(idDosen, isian, berkas)).message);
      setIsian(KOSONG);
      setBerkas(null);
      if (fileInput.current) fileInput.current.value = '';
      await onSaved();
    });
  };
  return (
    <Card size="2" asChild>
      <form onSubmit={(e) => void simpan(e)}>
        <Heading as="h3" size="3" mb="3">{h('unggah_judul')}</Heading>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <Isian id="dok-kategori" label={f('kategori')}>
            <Pilihan id="dok-kategori" value={isian.id_dokumen_kategori} disabled={busy} kosong={h('pilih')} options={kategori} onChange={ubah('id_dokumen_kategori')} />
          </Isian>
          <Isian id="dok-judul" label={f('judul')}>
            <TextField.Root id="dok-judul" value={isian.judul} maxLength={JUDUL_PANJANG.maks} onChange={(e) => ubah('judul')(e.target.value)} />
          </Isian>
          <Isian id="dok-nomor" label={f('nomor')}>
            <TextField.Root id="dok-nomor" value={isian.nomor} maxLength={NOMOR_MAKS} onChange={(e) => ubah('nomor')(e.target.value)} />
          </Isian>
          <Isian id="dok-tanggal" label={f('tanggal')}>
            <TextField.Root id="dok-tanggal" type="date" value={isian.tanggal} onChange={(e) => ubah('tanggal')(e.target.value)} />
          </Isian>
        </Grid>
        <Flex direction="column" gap="2" mt="3">
          <Isian id="dok-berkas" label={f('berkas')}>
            <input id="dok-berkas" ref={fileInput} type="file" accept={TERIMA_BERKAS} onChange={(e) => setBerkas(e.target.files?.[0] ?? null)} />
          </Isian>
          <Text size="1" color="gray">{h('petunjuk_berkas', { ukuran: formatUkuran(DOKUMEN_MAKS_UKURAN) })}</Text>
          <Flex><Button type="submit" disabled={busy}>{h('unggah')}</Button></Flex>
        </Flex>
      </form>
    </Card>
  );
}
