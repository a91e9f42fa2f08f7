import { Button, Flex, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { createListStore, PagedList, PageBody, PageHeader, SaveOutcome, type PagedColumn } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getRekening } from '../api-pengaturan';
import type { RekeningDosen } from '../schemas-pengaturan';
import { RekeningDialog } from './components/RekeningDialog';

/** The lecturer list of the page: searched by name, NIDN, NUPTK or NIP, 7 per page. */
function createRekeningStore() {
  const filter = { search: '' };
  const list = createListStore<RekeningDosen>(
    ({ page, perPage }) => getRekening({ page, per_page: perPage, ...(filter.search ? { search: filter.search } : {}) }),
    { perPage: PAGE_SIZE.DEFAULT },
  );
  return { list, search: (text: string) => { filter.search = text.trim(); return list.load(1); } };
}

/**
 * /pengaturan-gaji/rekening (adm00; decision 0024, not a spec page): every lecturer with the account
 * the salary is paid into, the bank and the BKD number, searchable and paged; "Ubah" edits them.
 */
export default function RekeningDosenPage() {
  const { t } = useTranslation('payroll');
  const [store] = useState(createRekeningStore);
  const [search, setSearch] = useState('');
  const [ubahId, setUbahId] = useState<number | null>(null);
  const [tersimpan, setTersimpan] = useState<string | null>(null);
  const snap = useSnapshot(store.list.state);
  useEffect(() => void store.list.load(), [store]);
  const diubah = (snap.data as RekeningDosen[]).find((d) => d.id_dosen === ubahId);

  const columns: PagedColumn<RekeningDosen>[] = [
    { key: 'nama_dosen', header: t('rekening.kolom_dosen') },
    { key: 'nidn', header: t('identitas.nidn') },
    { key: 'nama_prodi', header: t('rekening.kolom_prodi') },
    { key: 'norekening', header: t('field.norekening') },
    { key: 'nama_bank', header: t('field.nama_bank') },
    { key: 'id_bkd', header: t('field.id_bkd') },
    {
      key: 'aksi', header: '', cell: (d) => (
        <Button size="1" variant="soft" aria-label={t('rekening.ubah_label', { nama: d.nama_dosen })} onClick={() => { setTersimpan(null); setUbahId(d.id_dosen); }}>
          {t('aksi.ubah')}
        </Button>
      ),
    },
  ];

  return (
    <PageBody>
      <PageHeader title={t('rekening.judul')} caption={t('rekening.keterangan')} />
      <SaveOutcome error={null} saved={tersimpan} />
      <form role="search" onSubmit={(e) => { e.preventDefault(); void store.search(search); }}>
        <Flex gap="2" mb="3">
          <TextField.Root className="siakad-cari" placeholder={t('rekening.cari')} aria-label={t('rekening.cari')} value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
          <Button type="submit" variant="soft">{t('aksi.cari')}</Button>
        </Flex>
      </form>
      <PagedList store={store.list} columns={columns} rowKey={(d) => d.id_dosen} />
      {diubah && (
        <RekeningDialog key={diubah.id_dosen} dosen={diubah} onTutup={() => setUbahId(null)}
          onTersimpan={(message) => { setTersimpan(message); setUbahId(null); void store.list.load(); }}
          onGagal={() => void store.list.load()} />
      )}
    </PageBody>
  );
}
