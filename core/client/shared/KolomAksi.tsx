import { Table, VisuallyHidden } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The header of a table's buttons and links column: no visible title, but 'Aksi' for a screen reader,
 * which otherwise announces the column's cells under an empty header.
 */
export function KolomAksi(props: Omit<ComponentProps<typeof Table.ColumnHeaderCell>, 'children'>) {
  const { t } = useTranslation('core');
  return (
    <Table.ColumnHeaderCell {...props}>
      <VisuallyHidden>{t('list.aksi')}</VisuallyHidden>
    </Table.ColumnHeaderCell>
  );
}
