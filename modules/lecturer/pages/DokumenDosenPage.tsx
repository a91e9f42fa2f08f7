import { Button, Flex, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { createListStore, PagedList, PageBody, PageHeader, type PagedColumn } from '../../../core/client';
import { formatNip } from '../../../core/contract/format';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getDosenDokumen } from '../api-dokumen';
import type { DosenDokumen } from '../schemas-dokumen';
import { DokumenDosenPanel } from './components/dokumen-kelola/DokumenDosenPanel';

/** The lecturer list of the page: searched by name, NIDN or NIP, 7 per page. */
function createDosenStore() {
  const filter = { cari: '' };
  const list = createListStore<DosenDokumen>(
    ({ page, perPage }) => getDosenDokumen({ page, per_page: perPage, ...(filter.cari ? { cari: filter.cari } : {}) }),
    { perPage: PAGE_SIZE.DEFAULT },
  );
  return { list, cari: (text: string) => { filter.cari = text.trim(); return list.load(1); } };
}

/**
 * /dokumen-dosen (adm00, decision 0030): the administrator, this product's personnel office, finds a
 * lecturer and files, replaces or deletes their documents; the lecturer sees them on /data-pribadi.
 */
export default function DokumenDosenPage() {
  const { t } = useTranslation('lecturer');
  const h = (k: string, v?: Record<string, string | number>) => t(`dokumen_kelola.halaman.${k}`, v);
  const f = (k: string) => t(`dokumen_kelola.field.${k}`);
  const [store] = useState(createDosenStore);
  const [cari, setCari] = useState('');
  const [dipilih, setDipilih] = useState<number | null>(null);
  useSnapshot(store.list.state);
  useEffect(() => void store.list.load(), [store]);

  const columns: PagedColumn<DosenDokumen>[] = [
    { key: 'nama_dosen', header: f('dosen') },
    { key: 'nidn', header: f('nidn') },
    { key: 'nip', header: f('nip'), cell: (d) => (d.nip ? formatNip(d.nip) : '-') },
    { key: 'nama_prodi', header: f('prodi') },
    { key: 'jumlah_dokumen', header: f('jumlah_dokumen') },
    {
      key: 'aksi', header: '', cell: (d) => (
        <Button size="1" variant={d.id_dosen === dipilih ? 'solid' : 'soft'} aria-label={h('lihat_label', { nama: d.nama_dosen })} onClick={() => setDipilih(d.id_dosen)}>
          {h('lihat')}
        </Button>
      ),
    },
  ];

  return (
    <PageBody>
      <PageHeader title={h('judul')} caption={h('keterangan')} />
      <form role="search" onSubmit={(e) => { e.preventDefault(); void store.cari(cari); }}>
        <Flex gap="2" mb="3">
          <TextField.Root className="siakad-cari" placeholder={h('cari')} aria-label={h('cari')} value={cari} maxLength={100} onChange={(e) => setCari(e.target.value)} />
          <Button type="submit" variant="soft">{h('tombol_cari')}</Button>
        </Flex>
      </form>
      <PagedList store={store.list} columns={columns} rowKey={(d) => d.id_dosen} />
      {dipilih !== null && (
        <DokumenDosenPanel key={dipilih} idDosen={dipilih} onTutup={() => setDipilih(null)} onBerubah={() => void store.list.load()} />
      )}
    </PageBody>
  );
}
