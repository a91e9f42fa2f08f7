import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DaftarKomentar } from '../../schemas';
import type { HasilRingkasan } from '../../schemas-hasil';
import { KomentarDosenList } from './KomentarDosenList';
import { StatistikSoalTable } from './StatistikSoalTable';
import { formatRata } from './links';

/**
 * One part of the lecturer's results (a class, or all classes): respondents, and with enough of them
 * the means per question and the comments (`loadKomentar`, 7 a page).
 */
export function HasilCard({ judul, kelas, minimal, judulKomentar, loadKomentar }: {
  judul: string;
  kelas: HasilRingkasan;
  minimal: number;
  judulKomentar: string;
  loadKomentar: (page: number) => Promise<DaftarKomentar>;
}) {
  const { t } = useTranslation('questionnaire');
  const [komentar, setKomentar] = useState(false);
  return (
    <Card asChild mb="4">
      <section aria-label={judul}>
        <Flex justify="between" align="center" gap="3" mb="2" wrap="wrap">
          <div>
            <Heading as="h2" size="3">{judul}</Heading>
            <Text size="2" color="gray">
              {t('hasil.responden', { jumlah: kelas.jumlah_lembar })}
              {kelas.cukup && ` · ${t('staf.rata_rata_total', { nilai: formatRata(kelas.rata_rata) })}`}
            </Text>
          </div>
          {kelas.cukup && kelas.jumlah_komentar > 0 && !komentar && (
            <Button size="1" variant="soft" onClick={() => setKomentar(true)}>{t('komentar.lihat', { jumlah: kelas.jumlah_komentar })}</Button>
          )}
        </Flex>
        {!kelas.cukup && <Callout.Root color="gray"><Callout.Text>{t('hasil.belum_cukup', { minimal })}</Callout.Text></Callout.Root>}
        {kelas.cukup && (
          <StatistikSoalTable soal={kelas.soal} label={`${t('kolom.rata_rata')} ${judul}`} />
        )}
        {komentar && (
          <KomentarDosenList judul={judulKomentar} load={loadKomentar} onTutup={() => setKomentar(false)} />
        )}
      </section>
    </Card>
  );
}
