import { Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { NamaTabel } from '../../../../core/client';
import type { StatistikSoal } from '../../schemas';
import { formatRata } from './links';

/**
 * The Likert statistics per question. The counts of 1..5 (`sebaran`) are the staff's: a lecturer
 * reading one small class gets the means only, which say less about single answers (decision 0035).
 */
export function StatistikSoalTable({ soal, label, sebaran = false }: { soal: readonly StatistikSoal[]; label: string; sebaran?: boolean }) {
  const { t } = useTranslation('questionnaire');
  return (
    <Table.Root variant="surface">
      <NamaTabel nama={label} />
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('kolom.no')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('kolom.pertanyaan')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('kolom.jumlah')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('kolom.rata_rata')}</Table.ColumnHeaderCell>
          {sebaran && <Table.ColumnHeaderCell>{t('kolom.sebaran')}</Table.ColumnHeaderCell>}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {soal.map((s) => (
          <Table.Row key={s.id_soal}>
            <Table.Cell>{s.urutan}</Table.Cell>
            <Table.Cell>{s.pertanyaan}<Text as="div" size="1" color="gray">{s.kategori}</Text></Table.Cell>
            <Table.Cell>{s.jumlah}</Table.Cell>
            <Table.Cell>{formatRata(s.rata_rata)}</Table.Cell>
            {sebaran && <Table.Cell>{s.sebaran.join(' / ')}</Table.Cell>}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
