import { Button, Card, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { TipeSoal } from '../../schemas';

const TIPE: readonly TipeSoal[] = ['likert', 'komentar'];

/** One question as the editor holds it: `kunci` keeps React's identity while questions move. */
export interface SoalDraf { kunci: string; id_soal?: number; tipe: TipeSoal; kategori: string; pertanyaan: string }

/**
 * The ordered questions of a draft: edit the category and text, move up or down, remove, add. The
 * list's order is the order the server stores.
 */
export function SoalEditor({ soal, onChange, baru }: { soal: SoalDraf[]; onChange: (soal: SoalDraf[]) => void; baru: () => string }) {
  const { t } = useTranslation('questionnaire');
  const ubah = (i: number, isi: Partial<SoalDraf>) => onChange(soal.map((s, j) => (j === i ? { ...s, ...isi } : s)));
  const pindah = (i: number, arah: -1 | 1) => {
    const hasil = [...soal];
    [hasil[i], hasil[i + arah]] = [hasil[i + arah], hasil[i]];
    onChange(hasil);
  };
  return (
    <Flex direction="column" gap="2">
      {soal.map((s, i) => {
        const nomor = i + 1;
        return (
          <Card key={s.kunci}>
            <Flex gap="3" align="start">
              <Text weight="bold" mt="1">{nomor}.</Text>
              <Flex direction="column" gap="2" flexGrow="1">
                <select aria-label={t('kelola.tipe_label', { nomor })} value={s.tipe} onChange={(e) => ubah(i, { tipe: e.target.value as TipeSoal })}>
                  {TIPE.map((x) => <option key={x} value={x}>{t(`tipe_soal.${x}`)}</option>)}
                </select>
                <TextField.Root aria-label={t('kelola.kategori_label', { nomor })} placeholder={t('field.kategori')} value={s.kategori}
                  onChange={(e) => ubah(i, { kategori: e.target.value })} />
                <TextArea aria-label={t('kelola.pertanyaan_label', { nomor })} placeholder={t('field.pertanyaan')} value={s.pertanyaan}
                  onChange={(e) => ubah(i, { pertanyaan: e.target.value })} />
              </Flex>
              <Flex direction="column" gap="1">
                <Button type="button" size="1" variant="soft" disabled={i === 0} aria-label={t('kelola.naik', { nomor })} onClick={() => pindah(i, -1)}>↑</Button>
                <Button type="button" size="1" variant="soft" disabled={i === soal.length - 1} aria-label={t('kelola.turun', { nomor })} onClick={() => pindah(i, 1)}>↓</Button>
                <Button type="button" size="1" variant="soft" color="red" aria-label={t('kelola.hapus_soal', { nomor })}
                  onClick={() => onChange(soal.filter((_, j) => j !== i))}>✕</Button>
              </Flex>
            </Flex>
          </Card>
        );
      })}
      <Flex>
        <Button type="button" variant="soft" onClick={() => onChange([...soal, { kunci: baru(), tipe: 'likert', kategori: '', pertanyaan: '' }])}>{t('kelola.tambah_soal')}</Button>
      </Flex>
    </Flex>
  );
}
