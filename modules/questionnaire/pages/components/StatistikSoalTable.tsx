import { Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { TabelData, type PagedColumn } from '../../../../core/client';
import type { StatistikSoal } from '../../schemas';
import { formatRata } from './links';

/**
 * The Likert statistics per question. The counts of 1..5 (`sebaran`) are the staff's: a lecturer
 * reading one small class gets the means only, which say less about single answers (decision 0035).
 */
export function StatistikSoalTable({ soal, label, sebaran = false }: { soal: readonly StatistikSoal[]; label: string; sebaran?: boolean }) {
  const { t } = useTranslation('questionnaire');
  const columns: PagedColumn<StatistikSoal>[] = [
    { key: 'urutan', header: t('kolom.no') },
    { key: 'pertanyaan', header: t('kolom.pertanyaan'), rowHeader: true, cell: (s) => <>{s.pertanyaan}<Text as="div" size="1" color="gray">{s.kategori}</Text></> },
    { key: 'jumlah', header: t('kolom.jumlah') },
    { key: 'rata_rata', header: t('kolom.rata_rata'), cell: (s) => formatRata(s.rata_rata) },
    ...(sebaran ? [{ key: 'sebaran', header: t('kolom.sebaran'), cell: (s: StatistikSoal) => s.sebaran.join(' / ') }] : []),
  ];
  return <TabelData nama={label} rows={soal} rowKey={(s) => s.id_soal} columns={columns} />;
}
