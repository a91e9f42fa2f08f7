import type { ReactNode } from 'react';
import { Box, Card, DataList, Flex, Spinner, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { KolomAksi } from './KolomAksi';
import { NamaTabel } from './NamaTabel';
import { DaftarKartu } from './DaftarKartu';
import { useLayarSempit } from '../layout/use-media';
import { displayValue } from './format';
import { useBentukTabel } from './use-bentuk-tabel';

/** One column of a TabelData or PagedList. Without `cell`, the row's `key` field is shown (empty -> '-'); header '' is the buttons-and-links column. */
export interface PagedColumn<T> {
  key: string;
  header: ReactNode;
  cell?: (row: T, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** The cell names its row (a table's row header), as a course's or a document's name does. */
  rowHeader?: boolean;
}

// Radix aligns a cell by `justify`; right-aligned cells (amounts, numbers) also keep from wrapping (theme.css).
const RATA = { left: 'start', center: 'center', right: 'end' } as const;
// A card's lines sit closer than Radix's default DataList spacing, so a row's card stays short.
const JARAK_BARIS = { rowGap: 'var(--space-2)' };
// Every card's labels share one width, so the values of all cards line up; narrower on the
// narrowest phones, where 8rem left a date no room (shell.css sets the variable).
const LEBAR_LABEL = 'var(--siakad-label-kartu, 8rem)';

/**
 * Rows under their columns: a table on a wide screen; on a phone's width one card per row of
 * 'column: value' lines with its buttons at the bottom, so no column hides past the screen's edge.
 * Wider, a table that does not fit its width draws its cells closer, and when that is not enough its
 * rows become cards side by side (`useBentukTabel`).
 * `memuat` shows 'Memuat data…' while there is no row yet; no row shows 'Belum ada data'.
 * `nama` names the table (the phone's list) for a screen reader.
 */
export function TabelData<T>({ columns, rows, rowKey, memuat = false, nama, size, ringkasan = [], sorot }: {
  columns: PagedColumn<T>[];
  rows: readonly T[];
  rowKey?: (row: T, index: number) => string | number;
  memuat?: boolean;
  nama?: string;
  /** The table's size on a wide screen (Radix Table's; a dense table inside a card takes '1'). */
  size?: '1' | '2' | '3';
  /** Lines under the rows (a total, a tax, a net amount): its label across the table, its value in the last column; a card of its own on a phone. */
  ringkasan?: Array<{ label: string; nilai: ReactNode }>;
  /** Rows to pick out (today's meeting): a tinted row in the table, a card with a stripe in the accent colour on a phone. */
  sorot?: (row: T) => boolean;
}) {
  const { t } = useTranslation('core');
  const rata = (c: PagedColumn<T>) => (c.align ? RATA[c.align] : undefined);
  const sempit = useLayarSempit();
  const { wadah, bentuk } = useBentukTabel(!sempit, `${rows.length}|${columns.map((c) => c.key).join()}|${ringkasan.length}`);
  const isi = (c: PagedColumn<T>, row: T, i: number) => (c.cell ? c.cell(row, i) : displayValue((row as Record<string, unknown>)[c.key]));
  const kunci = (row: T, i: number) => (rowKey ? rowKey(row, i) : i);
  const keadaan = memuat && rows.length === 0
    ? <Flex gap="2" align="center"><Spinner /><Text color="gray">{t('list.memuat')}</Text></Flex>
    : rows.length === 0 ? <Text color="gray">{t('list.kosong')}</Text> : null;

  const tampilan = sempit || bentuk === 'kartu' ? (
    <DaftarKartu label={nama} busy={memuat} petak={!sempit}>
      {keadaan ? <li><Card size="2">{keadaan}</Card></li> : rows.map((row, i) => (
        <KartuData key={kunci(row, i)} columns={columns} isi={(c) => isi(c, row, i)} disorot={sorot?.(row) ?? false} />
      ))}
      {ringkasan.length && !keadaan ? (
        <li>
          <Card size="2">
            <DataList.Root size="2" orientation="horizontal" style={JARAK_BARIS}>
              {ringkasan.map((r) => (
                <DataList.Item key={r.label}><DataList.Label width={LEBAR_LABEL}>{r.label}</DataList.Label><DataList.Value><Text weight="bold">{r.nilai}</Text></DataList.Value></DataList.Item>
              ))}
            </DataList.Root>
          </Card>
        </li>
      ) : null}
    </DaftarKartu>
  ) : (
    <Table.Root variant="surface" size={size} aria-busy={memuat} className={bentuk === 'rapat' ? 'siakad-tabel-rapat' : undefined}>
      {nama ? <NamaTabel nama={nama} /> : null}
      <Table.Header>
        <Table.Row>
          {columns.map((c) => (
            c.header === '' ? <KolomAksi key={c.key} justify={rata(c)} /> : (
              <Table.ColumnHeaderCell key={c.key} justify={rata(c)}>{c.header}</Table.ColumnHeaderCell>
            )
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {keadaan ? (
          <Table.Row>
            <Table.Cell colSpan={columns.length}>{keadaan}</Table.Cell>
          </Table.Row>
        ) : rows.map((row, i) => (
          <Table.Row key={kunci(row, i)} style={sorot?.(row) ? { background: 'var(--accent-3)' } : undefined}>
            {columns.map((c) => c.rowHeader
              ? <Table.RowHeaderCell key={c.key} justify={rata(c)}>{isi(c, row, i)}</Table.RowHeaderCell>
              : <Table.Cell key={c.key} justify={rata(c)}>{isi(c, row, i)}</Table.Cell>)}
          </Table.Row>
        ))}
        {keadaan ? null : ringkasan.map((r) => (
          <Table.Row key={r.label}>
            <Table.RowHeaderCell colSpan={columns.length - 1} style={{ fontWeight: 600 }}>{r.label}</Table.RowHeaderCell>
            <Table.Cell justify={rata(columns[columns.length - 1])} style={{ fontWeight: 600 }}>{r.nilai}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
  // The measured container stays the same element whichever shape it holds, so its observer keeps watching it.
  return sempit ? tampilan : <div ref={wadah}>{tampilan}</div>;
}

/** One row on a phone: each titled column as a 'label: value' line, the untitled (buttons, links) column under them at the right. */
function KartuData<T>({ columns, isi, disorot }: { columns: PagedColumn<T>[]; isi: (c: PagedColumn<T>) => ReactNode; disorot: boolean }) {
  const aksi = columns.filter((c) => c.header === '');
  return (
    <li>
      <Card size="2" className="siakad-kartu" style={disorot ? { boxShadow: 'inset 4px 0 0 var(--accent-9)' } : undefined}>
        <DataList.Root size="2" orientation="horizontal" style={JARAK_BARIS}>
          {columns.filter((c) => c.header !== '').map((c) => (
            <DataList.Item key={c.key}>
              <DataList.Label width={LEBAR_LABEL}>{c.header}</DataList.Label>
              {/* A block inside the value: a cell of several lines (a link, a note, a time) stacks as it does in the table. */}
              <DataList.Value><Box minWidth="0">{isi(c)}</Box></DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
        {aksi.length ? <Flex justify="end" gap="2" wrap="wrap" mt="3">{aksi.map((c) => <Flex key={c.key}>{isi(c)}</Flex>)}</Flex> : null}
      </Card>
    </li>
  );
}
