import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess, PilihBerkas, useKirim } from '../../../../../core/client';
import { formatUkuran } from '../../../../../core/contract/format';
import { unggahDokumenDosen, type IsianDokumen } from '../../../api-dokumen';
import { DOKUMEN_MAKS_UKURAN } from '../../../schemas-dokumen';
import { Isian } from '../Isian';
import { IsianDokumenFields } from './IsianDokumenFields';

const KOSONG: IsianDokumen = { id_dokumen_kategori: '', judul: '', nomor: '', tanggal: '' };
export const TERIMA_BERKAS = 'application/pdf,image/png,image/jpeg';

/** "Unggah Dokumen" for one lecturer: category (master-data's lecturer categories), title, optional number and date, the file. */
export function FormUnggah({ idDosen, kategori, onSaved }: { idDosen: number; kategori: Array<[string, string]>; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('lecturer');
  const [isian, setIsian] = useState<IsianDokumen>(KOSONG);
  const [berkas, setBerkas] = useState<File | null>(null);
  const { busy, kirim } = useKirim();
  const f = (k: string) => t(`dokumen_kelola.field.${k}`);
  const h = (k: string, v?: Record<string, string | number>) => t(`dokumen_kelola.halaman.${k}`, v);
  const simpan = async (e: React.FormEvent) => {
    e.preventDefault();
    await kirim(async () => {
      notifySuccess((await unggahDokumenDosen(idDosen, isian, berkas)).message);
      setIsian(KOSONG);
      setBerkas(null);
      await onSaved();
    });
  };
  return (
    <Card size="2" asChild>
      <form onSubmit={(e) => void simpan(e)}>
        <Heading as="h3" size="3" mb="3">{h('unggah_judul')}</Heading>
        <IsianDokumenFields idPrefix="dok" isian={isian} kategori={kategori} busy={busy} onChange={setIsian} />
        <Flex direction="column" gap="2" mt="3">
          <Isian id="dok-berkas" label={f('berkas')}>
            <PilihBerkas id="dok-berkas" accept={TERIMA_BERKAS} berkas={berkas} onPilih={setBerkas} />
          </Isian>
          <Text size="1" color="gray">{h('petunjuk_berkas', { ukuran: formatUkuran(DOKUMEN_MAKS_UKURAN) })}</Text>
          <Flex><Button type="submit" disabled={busy}>{h('unggah')}</Button></Flex>
        </Flex>
      </form>
    </Card>
  );
}
