import { Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { KolomAksi } from '../../../../core/client';

/** One column of a list: its header and how a row shows in it. */
export type Kolom<T> = [header: string, cell: (row: T) => ReactNode];

/** A read-only list of the lecturer's records as a table, or its Indonesian empty state. */
export function Daftar<T>({ rows, columns, empty, rowKey }: { rows: readonly T[]; columns: Array<Kolom<T>>; empty: string; rowKey: (row: T) => string | number }) {
  if (!rows.length) return <Text as="p" color="gray" size="2">{empty}</Text>;
  return (
    <Table.Root variant="surface" size="1">
      <Table.Header>
        <Table.Row>{columns.map(([header]) => (header ? <Table.ColumnHeaderCell key={header}>{header}</Table.ColumnHeaderCell> : <KolomAksi key={header} />))}</Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={rowKey(row)}>{columns.map(([header, cell]) => <Table.Cell key={header}>{cell(row)}</Table.Cell>)}</Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
