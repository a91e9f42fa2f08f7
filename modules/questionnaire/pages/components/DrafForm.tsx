import { Button, Flex, Heading, Text, TextArea, TextField } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureBody, SaveOutcome, useKirim } from '../../../../core/client';
import { putKelola } from '../../api-kelola';
import type { KuesionerDetail } from '../../schemas-kelola';
import { SoalEditor, type SoalDraf } from './SoalEditor';

/**
 * A draft's title, instructions and questions, saved whole with the version the page loaded (the
 * server refuses an older one). `onDirty` tells the page whether there are unsaved changes, so it
 * does not publish what is not stored yet.
 */
export function DrafForm({ kuesioner, onTersimpan, onDirty }: {
  kuesioner: KuesionerDetail;
  onTersimpan: (data: KuesionerDetail, message: string) => void;
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('questionnaire');
  const urut = useRef(0);
  const baru = () => `baru-${++urut.current}`;
  const [judul, setJudul] = useState(kuesioner.judul);
  const [petunjuk, setPetunjuk] = useState(kuesioner.petunjuk);
  const [soal, setSoal] = useState<SoalDraf[]>(kuesioner.soal.map((s) => ({ kunci: `soal-${s.id_soal}`, id_soal: s.id_soal, tipe: s.tipe, kategori: s.kategori, pertanyaan: s.pertanyaan })));
  const { busy: saving, kirim } = useKirim();
  const [error, setError] = useState<unknown>(null);
  const ubah = <T,>(set: (v: T) => void) => (v: T) => { set(v); onDirty(true); };

  const simpan = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const kiriman = await kirim(async () => {
      const res = await putKelola(kuesioner.id_kuesioner, {
        versi: kuesioner.versi, judul, petunjuk,
        soal: soal.map((s) => ({ ...(s.id_soal === undefined ? {} : { id_soal: s.id_soal }), tipe: s.tipe, kategori: s.kategori, pertanyaan: s.pertanyaan })),
      });
      onDirty(false);
      onTersimpan(res.data, res.message);
    });
    if ('error' in kiriman) setError(failureBody(kiriman.error));
  };

  return (
    <form onSubmit={(e) => void simpan(e)}>
      <SaveOutcome error={error} saved={null} />
      <Flex direction="column" gap="3">
        <label>
          <Text as="div" size="2" mb="1">{t('field.judul')}</Text>
          <TextField.Root value={judul} onChange={(e) => ubah(setJudul)(e.target.value)} />
        </label>
        <label>
          <Text as="div" size="2" mb="1">{t('field.petunjuk')}</Text>
          <TextArea value={petunjuk} onChange={(e) => ubah(setPetunjuk)(e.target.value)} />
        </label>
        <Heading as="h2" size="3" mt="2">{t('kelola.soal_judul')}</Heading>
        <Text size="2" color="gray">{t('kelola.soal_keterangan')}</Text>
        <SoalEditor soal={soal} onChange={ubah(setSoal)} baru={baru} />
        <Flex justify="end">
          <Button type="submit" disabled={saving}>{t('kelola.simpan')}</Button>
        </Flex>
      </Flex>
    </form>
  );
}
