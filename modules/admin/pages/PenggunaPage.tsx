import { Badge, Button, Flex, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PagedList, PageBody, PageHeader, type PagedColumn } from '../../../core/client';
import type { PenggunaItem } from '../schemas';
import { createPenggunaStore } from '../store';
import { hrefOf } from './components/links';

/** /pengguna (adm00): every user, searched by username or name, 7 per page, with a link to each one's details. */
export default function PenggunaPage() {
  const { t } = useTranslation('admin');
  const [store] = useState(createPenggunaStore);
  const [search, setSearch] = useState('');
  useEffect(() => void store.list.load(), [store]);

  const columns: PagedColumn<PenggunaItem>[] = [
    { key: 'username', header: t('kolom.username') },
    { key: 'nama', header: t('kolom.nama') },
    { key: 'grup', header: t('kolom.grup'), cell: (u) => u.grup.map((g) => g.nama_group).join(', ') || '-' },
    { key: 'aktif', header: t('kolom.status'), cell: (u) => <Badge color={u.aktif ? 'green' : 'gray'}>{u.aktif ? t('status.aktif') : t('status.nonaktif')}</Badge> },
    {
      key: 'aksi', header: '', cell: (u) => (
        <Button asChild size="1" variant="soft">
          <Link href={hrefOf('pengguna-detail', { id_pengguna: u.id_user, username: u.username, nama_pengguna: u.nama })} aria-label={`${t('aksi.detail')} ${u.username}`}>{t('aksi.detail')}</Link>
        </Button>
      ),
    },
  ];

  return (
    <PageBody>
      <PageHeader title={t('judul')} caption={t('keterangan')} />
      <form role="search" onSubmit={(e) => { e.preventDefault(); void store.search(search); }}>
        <Flex gap="2" mb="3">
          <TextField.Root className="siakad-cari" placeholder={t('cari')} aria-label={t('cari')} value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
          <Button type="submit" variant="soft">{t('aksi.cari')}</Button>
        </Flex>
      </form>
      <PagedList store={store.list} columns={columns} rowKey={(u) => u.id_user} />
    </PageBody>
  );
}
