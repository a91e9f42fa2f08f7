import { Box, Button, Card, Flex, Radio, Text, TextArea } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KOMENTAR_MAKS, type Jawaban, type KomentarIsian, type Soal } from '../../schemas';

const SKALA = [1, 2, 3, 4, 5] as const;

/**
 * The questions of a questionnaire: a Likert question is a required choice 1-5, a comment question
 * an optional text of at most KOMENTAR_MAKS characters (decision 0032). Sending with a Likert
 * question unanswered names the numbers still missing and sends nothing; empty comments are not sent.
 */
export function LikertForm({ soal, sending, onSubmit, onCancel }: {
  soal: readonly Soal[];
  sending: boolean;
  onSubmit: (jawaban: Jawaban[], komentar: KomentarIsian[]) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('questionnaire');
  const [nilai, setNilai] = useState<Record<number, number>>({});
  const [teks, setTeks] = useState<Record<number, string>>({});
  const [kurang, setKurang] = useState<number[]>([]);
  const likert = soal.filter((s) => s.tipe === 'likert');

  const kirim = () => {
    const missing = likert.filter((s) => !nilai[s.id_soal]).map((s) => s.urutan);
    setKurang(missing);
    if (missing.length) return;
    const komentar = soal.filter((s) => s.tipe === 'komentar' && (teks[s.id_soal] ?? '').trim())
      .map((s) => ({ id_soal: s.id_soal, isi: teks[s.id_soal].trim() }));
    onSubmit(likert.map((s) => ({ id_soal: s.id_soal, nilai: nilai[s.id_soal] })), komentar);
  };

  return (
    <form onSubmit={(e) => { e.preventDefault(); kirim(); }} noValidate>
      <Flex direction="column" gap="3">
        {soal.map((s) => s.tipe === 'komentar' ? (
          <Card key={s.id_soal}>
            <label>
              <Text as="div" size="2" weight="medium">{t('komentar.label', { nomor: s.urutan, pertanyaan: s.pertanyaan })}</Text>
              <Text as="p" size="1" color="gray">{`${s.kategori} · ${t('komentar.opsional', { maks: KOMENTAR_MAKS })}`}</Text>
              <TextArea mt="2" maxLength={KOMENTAR_MAKS} value={teks[s.id_soal] ?? ''} onChange={(e) => setTeks((v) => ({ ...v, [s.id_soal]: e.target.value }))} />
            </label>
            <Text as="p" size="1" color="gray" align="right">{t('komentar.sisa', { jumlah: (teks[s.id_soal] ?? '').length, maks: KOMENTAR_MAKS })}</Text>
          </Card>
        ) : (
          <Card key={s.id_soal}>
            <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-invalid={kurang.includes(s.urutan) || undefined}>
              <legend>
                <Text size="2" weight="medium">{`${s.urutan}. ${s.pertanyaan}`}</Text>
              </legend>
              <Text as="p" size="1" color="gray">{s.kategori}</Text>
              <Flex gap="4" mt="2" wrap="wrap">
                {SKALA.map((n) => (
                  <Text as="label" size="2" key={n}>
                    <Flex gap="1" align="center">
                      <Radio name={`soal-${s.id_soal}`} value={String(n)} checked={nilai[s.id_soal] === n} onChange={() => setNilai((v) => ({ ...v, [s.id_soal]: n }))} />
                      {`${n} ${t(`skala.${n}`)}`}
                    </Flex>
                  </Text>
                ))}
              </Flex>
            </fieldset>
          </Card>
        ))}
        {kurang.length > 0 && (
          <Text role="alert" color="red" size="2">{t('galat.soal_kurang', { nomor: kurang.join(', ') })}</Text>
        )}
        <Box>
          <Flex gap="2">
            <Button type="submit" disabled={sending}>{t('aksi.kirim')}</Button>
            {onCancel && <Button type="button" variant="soft" color="gray" onClick={onCancel}>{t('aksi.batal')}</Button>}
          </Flex>
        </Box>
      </Flex>
    </form>
  );
}
