import { Badge, Button, Flex, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { createListStore, failureBody, PagedList, PageBody, PageHeader, SaveOutcome, useKirim, useLoad, type PagedColumn } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getGedung, getRuangKelola, patchStatusRuang } from '../api';
import type { RuangKelola, RuangKelolaQuery } from '../schemas-ruang';
import { RuangDialog } from './components/RuangDialog';

/** The rooms of the page: searched by code, name or building, filtered by status, 7 per page. */
function createRuangStore() {
  const filter: { cari: string; status: RuangKelolaQuery['status'] | '' } = { cari: '', status: '' };
  const list = createListStore<RuangKelola>(
    ({ page, perPage }) => getRuangKelola({ page, per_page: perPage, ...(filter.cari ? { cari: filter.cari } : {}), ...(filter.status ? { status: filter.status } : {}) }),
    { perPage: PAGE_SIZE.DEFAULT },
  );
  return { list, saring: (cari: string, status: typeof filter.status) => { filter.cari = cari.trim(); filter.status = status; return list.load(1); } };
}

/**
 * /ruang-kelas (adm00; decision 0033, not a spec page): the campus's rooms with their capacity and how
 * many weekly slots of the active semester (and later) use them; add, edit, deactivate, reactivate.
 */
export default function RuangKelasPage() {
  const { t } = useTranslation('master-data');
  const [store] = useState(createRuangStore);
  const [cari, setCari] = useState('');
  const [status, setStatus] = useState<'' | 'aktif' | 'nonaktif'>('');
  // The edited room is read from the list, so a reload after a refusal brings its new version into the open form.
  const [dialog, setDialog] = useState<{ id: number | null } | null>(null);
  const [hasil, setHasil] = useState<{ error: unknown; saved: string | null }>({ error: null, saved: null });
  const gedung = useLoad(() => getGedung(), []);
  const { busy, kirim } = useKirim();
  const snap = useSnapshot(store.list.state);
  useEffect(() => void store.list.load(), [store]);
  const diubah = dialog?.id ? (snap.data as RuangKelola[]).find((r) => r.id_ruang === dialog.id) ?? null : null;

  const ubahStatus = async (r: RuangKelola) => {
    setHasil({ error: null, saved: null });
    const res = await kirim(() => patchStatusRuang(r.id_ruang, { aktif: !r.aktif, versi: r.versi }));
    if (res.ok) setHasil({ error: null, saved: res.value.message });
    else if ('error' in res) setHasil({ error: failureBody(res.error), saved: null });
    void store.list.load();
  };

  const columns: PagedColumn<RuangKelola>[] = [
    { key: 'kode', header: t('ruang.kolom_kode') },
    { key: 'nama_ruang', header: t('ruang.kolom_nama') },
    { key: 'nama_gedung', header: t('ruang.kolom_gedung') },
    { key: 'lantai', header: t('ruang.kolom_lantai') },
    { key: 'jenis', header: t('ruang.kolom_jenis') },
    { key: 'kapasitas', header: t('ruang.kolom_kapasitas') },
    { key: 'jumlah_jadwal', header: t('ruang.kolom_jadwal') },
    { key: 'aktif', header: t('ruang.kolom_status'), cell: (r) => <Badge color={r.aktif ? 'green' : 'gray'}>{t(r.aktif ? 'ruang.status_aktif' : 'ruang.status_nonaktif')}</Badge> },
    {
      key: 'aksi', header: '', cell: (r) => (
        <Flex gap="2">
          <Button size="1" variant="soft" aria-label={t('ruang.ubah_label', { kode: r.kode })} onClick={() => { setHasil({ error: null, saved: null }); setDialog({ id: r.id_ruang }); }}>
            {t('aksi.ubah')}
          </Button>
          <Button size="1" variant="soft" color={r.aktif ? 'red' : 'green'} disabled={busy} onClick={() => void ubahStatus(r)}
            aria-label={t(r.aktif ? 'ruang.nonaktifkan_label' : 'ruang.aktifkan_label', { kode: r.kode })}>
            {t(r.aktif ? 'ruang.nonaktifkan' : 'ruang.aktifkan')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <PageBody>
      <PageHeader title={t('ruang.judul')} caption={t('ruang.keterangan')} />
      <SaveOutcome error={hasil.error} saved={hasil.saved} />
      <form role="search" onSubmit={(e) => { e.preventDefault(); void store.saring(cari, status); }}>
        <Flex gap="2" mb="3" wrap="wrap">
          <TextField.Root className="siakad-cari" placeholder={t('ruang.cari')} aria-label={t('ruang.cari')} value={cari} maxLength={100} onChange={(e) => setCari(e.target.value)} />
          <select aria-label={t('ruang.status_label')} value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
            <option value="">{t('ruang.status_semua')}</option>
            <option value="aktif">{t('ruang.status_aktif')}</option>
            <option value="nonaktif">{t('ruang.status_nonaktif')}</option>
          </select>
          <Button type="submit" variant="soft">{t('aksi.cari')}</Button>
          <Button type="button" onClick={() => { setHasil({ error: null, saved: null }); setDialog({ id: null }); }} disabled={!gedung.data}>{t('ruang.tambah')}</Button>
        </Flex>
      </form>
      <PagedList store={store.list} columns={columns} rowKey={(r) => r.id_ruang} />
      {dialog && gedung.data && (!dialog.id || diubah) && (
        <RuangDialog key={dialog.id ?? 'baru'} ruang={diubah} gedung={gedung.data.data}
          onTutup={() => setDialog(null)}
          onTersimpan={(message) => { setHasil({ error: null, saved: message }); setDialog(null); void store.list.load(); }}
          onGagal={() => void store.list.load()} />
      )}
    </PageBody>
  );
}
