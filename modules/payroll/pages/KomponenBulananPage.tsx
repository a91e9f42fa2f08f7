import { Badge, Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import { createListStore, formatRupiah, formatTanggalJam, IsianBulan, PageBody, PagedList, PageHeader, SaveOutcome, type PagedColumn } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getKomponen } from '../api-pengaturan';
import { bulanSebelum, namaBulan } from '../bulan';
import type { Komponen } from '../schemas-pengaturan';
import { ImporKomponen } from './components/ImporKomponen';
import { KomponenDialog } from './components/KomponenDialog';

/** One month's lines, searched by lecturer, 7 per page. */
function createKomponenStore(bulanAwal: string) {
  const filter = { bulan: bulanAwal, search: '' };
  // Whether the month shown is still open (decision 0028), as the server answered with its lines.
  const status = proxy({ dapatDiubah: false });
  const list = createListStore<Komponen>(
    ({ page, perPage }) => getKomponen({ bulan: filter.bulan, page, per_page: perPage, ...(filter.search ? { search: filter.search } : {}) })
      .then((r) => { status.dapatDiubah = r.dapat_diubah; return r; }),
    { perPage: PAGE_SIZE.DEFAULT },
  );
  return { list, status, cari: (bulan: string, search: string) => { Object.assign(filter, { bulan, search: search.trim() }); return list.load(1); } };
}

/**
 * /pengaturan-gaji/komponen-bulanan (adm00; decision 0024, not a spec page): the research and PkM
 * honoraria, additional allowance and other deduction of each lecturer for a month, as the slip
 * shows them. A month not yet closed (decision 0028: past months included, so the month's extras can
 * be entered after it ends) can be added to, edited, deleted or filled from a CSV/XLSX file; a closed
 * month is read-only (its slips never change).
 */
export default function KomponenBulananPage() {
  const { t } = useTranslation('payroll');
  const bulanIni = bulanSebelum(new Date(), 0);
  const [store] = useState(() => createKomponenStore(bulanIni));
  const [bulan, setBulan] = useState(bulanIni);
  const [dimuat, setDimuat] = useState(bulanIni);
  const [search, setSearch] = useState('');
  // The line edited, by lecturer: read from the list, so a reload after a refusal gives the dialog the stored version.
  const [dialog, setDialog] = useState<number | 'baru' | null>(null);
  const [tersimpan, setTersimpan] = useState<string | null>(null);
  const snap = useSnapshot(store.list.state);
  useEffect(() => void store.list.load(), [store]);
  const dapatDiubah = useSnapshot(store.status).dapatDiubah;
  const diubah = typeof dialog === 'number' ? (snap.data as Komponen[]).find((r) => r.id_dosen === dialog) : undefined;

  const tampilkan = (e: React.FormEvent) => {
    e.preventDefault();
    if (!/^\d{4}-\d{2}$/.test(bulan)) return;
    setDimuat(bulan);
    setTersimpan(null);
    void store.cari(bulan, search);
  };

  const columns: PagedColumn<Komponen>[] = [
    { key: 'nama_dosen', header: t('komponen.kolom_dosen') },
    ...(['honor_penelitian', 'honor_pkm', 'tunjangan_tambahan', 'potongan_lain'] as const).map((k) => ({
      key: k, header: t(`field.${k}`), align: 'right' as const, cell: (r: Komponen) => formatRupiah(r[k]),
    })),
    { key: 'keterangan', header: t('field.keterangan') },
    { key: 'diubah', header: t('pengaturan.diubah_oleh'), cell: (r) => (r.diubah_oleh ? `${r.diubah_oleh}, ${formatTanggalJam(r.diubah_pada)}` : t('pengaturan.bawaan')) },
    ...(dapatDiubah ? [{
      key: 'aksi', header: '', cell: (r: Komponen) => (
        <Button size="1" variant="soft" aria-label={t('komponen.ubah_label', { nama: r.nama_dosen })} onClick={() => { setTersimpan(null); setDialog(r.id_dosen); }}>
          {t('aksi.ubah')}
        </Button>
      ),
    }] : []),
  ];

  const selesai = (message: string) => { setTersimpan(message); setDialog(null); void store.list.load(); };

  return (
    <PageBody>
      <PageHeader title={t('komponen.judul')} caption={t('komponen.keterangan')} />
      <form onSubmit={tampilkan}>
        <Flex gap="3" mb="3" align="end" wrap="wrap">
          <Flex direction="column" gap="1">
            <Text as="label" size="2" htmlFor="komponen-bulan">{t('field.bulan')}</Text>
            <IsianBulan id="komponen-bulan" value={bulan} onChange={(e) => setBulan(e.target.value)} />
          </Flex>
          <TextField.Root className="siakad-cari" placeholder={t('rekening.cari')} aria-label={t('rekening.cari')} value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
          <Button type="submit" variant="soft">{t('komponen.tampilkan')}</Button>
          {dapatDiubah
            ? <Button type="button" onClick={() => { setTersimpan(null); setDialog('baru'); }}>{t('aksi.tambah')}</Button>
            : <Badge color="gray">{t('komponen.hanya_baca')}</Badge>}
        </Flex>
      </form>
      <ImporKomponen key={dimuat} bulan={dimuat} dapatDiubah={dapatDiubah} onSelesai={() => void store.list.load(1)} />
      <SaveOutcome error={null} saved={tersimpan} />
      <PagedList store={store.list} columns={columns} rowKey={(r) => r.id_dosen} caption={<Text weight="medium">{t('komponen.daftar', { bulan: namaBulan(dimuat) })}</Text>} />
      {(dialog === 'baru' || diubah) && (
        <KomponenDialog key={dialog} bulan={dimuat} komponen={diubah ?? null} onTutup={() => setDialog(null)}
          onTersimpan={selesai} onGagal={() => void store.list.load()} />
      )}
    </PageBody>
  );
}
