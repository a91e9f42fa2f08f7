import type { ReactNode } from 'react';
import { Button, Callout, Flex, Spinner, Table, Text } from '@radix-ui/themes';
import { KolomAksi } from './KolomAksi';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { ListStore } from './list-store';
import { errorMessages } from '../notify/notify';
import { displayValue } from './format';

/** One column of a PagedList. Without `cell`, the row's `key` field is shown (empty -> '-'). */
export interface PagedColumn<T> {
  key: string;
  header: ReactNode;
  cell?: (row: T, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
}

/** The numbers a pager shows, from current_page, per_page and total (1-based, inclusive). */
export function pageWindow(page: number, perPage: number, total: number): { from: number; to: number; pages: number } {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  if (total === 0) return { from: 0, to: 0, pages };
  const from = (page - 1) * perPage + 1;
  return { from, to: Math.min(total, from + perPage - 1), pages };
}

/**
 * A table bound to a list store: loading, error (the server's messages), empty ('Belum ada data')
 * and success states, with a pager ('Sebelumnya' / 'Berikutnya', 'Menampilkan x–y dari z') that
 * maps the store's page, perPage and total.
 */
/**
 * `nama` names the list in its pager's label ('Navigasi halaman: Catatan Bimbingan'): a page with two
 * lists gives each pager a name of its own, or a screen reader's list of landmarks shows two alike.
 */
export function PagedList<T>({ store, columns, rowKey, caption, nama }: { store: ListStore<T>; columns: PagedColumn<T>[]; rowKey?: (row: T, index: number) => string | number; caption?: ReactNode; nama?: string }) {
  const { t } = useTranslation('core');
  const snap = useSnapshot(store.state);
  const rows = snap.data as T[];
  const { from, to, pages } = pageWindow(snap.page, snap.perPage, snap.total);

  if (snap.status === 'error') {
    const messages = errorMessages(snap.error);
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{messages.length ? messages.join(' ') : t('list.gagal')}</Callout.Text>
        <Button size="1" variant="soft" color="red" onClick={() => store.load()}>
          {t('aksi.cobaLagi')}
        </Button>
      </Callout.Root>
    );
  }

  const loading = snap.status === 'loading' || snap.status === 'idle';
  return (
    <Flex direction="column" gap="3">
      {caption}
      <Table.Root variant="surface" aria-busy={loading}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              c.header === '' ? <KolomAksi key={c.key} align={c.align} /> : (
                <Table.ColumnHeaderCell key={c.key} align={c.align}>
                  {c.header}
                </Table.ColumnHeaderCell>
              )
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading && rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length}>
                <Flex gap="2" align="center">
                  <Spinner />
                  <Text color="gray">{t('list.memuat')}</Text>
                </Flex>
              </Table.Cell>
            </Table.Row>
          ) : rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length}>
                <Text color="gray">{t('list.kosong')}</Text>
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row, i) => (
              <Table.Row key={rowKey ? rowKey(row, i) : i}>
                {columns.map((c) => (
                  <Table.Cell key={c.key} align={c.align}>
                    {c.cell ? c.cell(row, i) : displayValue((row as Record<string, unknown>)[c.key])}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
      {/* An empty first page says so in the table; '0–0 of 0' and 'page 1 of 1' would add nothing. */}
      {snap.total === 0 && snap.page <= 1 ? null : <Flex justify="between" align="center" wrap="wrap" gap="2" role="navigation" aria-label={nama ? `${t('list.navigasi')}: ${nama}` : t('list.navigasi')}>
        <Text size="2" color="gray">
          {t('list.ringkasan', { dari: from, sampai: to, total: snap.total })}
        </Text>
        <Flex gap="2" align="center">
          <Button variant="soft" disabled={loading || snap.page <= 1} onClick={() => store.setPage(snap.page - 1)}>
            {t('list.sebelumnya')}
          </Button>
          <Text size="2">{t('list.halaman', { page: snap.page, pages })}</Text>
          <Button variant="soft" disabled={loading || snap.page >= pages} onClick={() => store.setPage(snap.page + 1)}>
            {t('list.berikutnya')}
          </Button>
        </Flex>
      </Flex>}
    </Flex>
  );
}
