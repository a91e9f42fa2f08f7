import type { ReactNode } from 'react';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { TabelData, type PagedColumn } from './TabelData';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { ListStore } from './list-store';
import { errorMessages } from '../notify/notify';

export type { PagedColumn };

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
 * maps the store's page, perPage and total. The rows are a TabelData: cards on a phone's width.
 *
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
      <TabelData columns={columns} rows={rows} rowKey={rowKey} memuat={loading} nama={nama} />
      {/* An empty first page says so in the table; '0–0 of 0' and 'page 1 of 1' would add nothing. */}
      {snap.total === 0 && snap.page <= 1 ? null : <Flex justify="between" align="center" wrap="wrap" gap="2" role="navigation" aria-label={nama ? `${t('list.navigasi')}: ${nama}` : t('list.navigasi')}>
        <Text size="2" color="gray">
          {t('list.ringkasan', { dari: from, sampai: to, total: snap.total })}
        </Text>
        <Flex gap="2" align="center" wrap="wrap">
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
