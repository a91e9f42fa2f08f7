import { Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { TabelData } from '../../../../core/client';

/** One column of a list: its header and how a row shows in it. */
export type Kolom<T> = [header: string, cell: (row: T) => ReactNode];

/** A read-only list of the lecturer's records (a table; cards on a phone), or its Indonesian empty state. */
export function Daftar<T>({ rows, columns, empty, rowKey }: { rows: readonly T[]; columns: Array<Kolom<T>>; empty: string; rowKey: (row: T) => string | number }) {
  if (!rows.length) return <Text as="p" color="gray" size="2">{empty}</Text>;
  return (
    <TabelData size="1" rows={rows} rowKey={rowKey} columns={columns.map(([header, cell], i) => ({ key: header || `aksi${i}`, header, cell: (row: T) => cell(row) }))} />
  );
}
