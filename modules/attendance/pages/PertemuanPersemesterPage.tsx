import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { createListStore, formatTanggal, IsianJam, IsianTanggal, notifySuccess, PageBody, type PagedColumn, PagedList, PageHeader, TabelData } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getPertemuanSemester, updatePertemuan } from '../api';
import type { KelasPertemuan, PertemuanRingkas } from '../schemas';
import { PilihSemester } from './components/PilihSemester';
import { StatusPertemuanBadge } from './components/StatusBadge';
import { formatRentangJam } from '../../../core/contract/format';

/** The dialog that moves one meeting (LP3): new date and time; a held meeting cannot move. */
function PindahPertemuan({ p, onDone }: { p: PertemuanRingkas; onDone: () => void }) {
  const { t } = useTranslation('attendance');
  const [tanggal, setTanggal] = useState(p.tanggal);
  const [mulai, setMulai] = useState(p.jam_mulai);
  const [selesai, setSelesai] = useState(p.jam_selesai);
  const [open, setOpen] = useState(false);
  const simpan = async () => {
    try {
      const res = await updatePertemuan({ id_pertemuan: p.id_pertemuan, tanggal, jam_mulai: mulai, jam_selesai: selesai });
      notifySuccess(res.message);
      setOpen(false);
      onDone();
    } catch {
      // Shown by the API client.
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="1" variant="ghost" disabled={p.status !== 'terjadwal'} aria-label={t('lp3.ubah_pertemuan_ke', { ke: p.pertemuan_ke })}>{t('aksi.ubah')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>{t('lp3.ubah_pertemuan_ke', { ke: p.pertemuan_ke })}</Dialog.Title>
        <Flex direction="column" gap="3">
          <label><Text size="2" weight="medium">{t('kolom.tanggal')}</Text><IsianTanggal value={tanggal} onChange={(e) => setTanggal(e.target.value)} /></label>
          <label><Text size="2" weight="medium">{t('lp3.jam_mulai')}</Text><IsianJam value={mulai} onChange={(e) => setMulai(e.target.value)} /></label>
          <label><Text size="2" weight="medium">{t('lp3.jam_selesai')}</Text><IsianJam value={selesai} onChange={(e) => setSelesai(e.target.value)} /></label>
        </Flex>
        <Flex gap="2" justify="end" mt="4">
          <Dialog.Close><Button variant="soft" color="gray">{t('aksi.batal')}</Button></Dialog.Close>
          <Button onClick={() => void simpan()}>{t('aksi.simpan')}</Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** /pertemuan-persemester (lbg204.x): the classes of a semester with their meetings; a meeting not yet held can be moved. */
export default function PertemuanPersemesterPage() {
  const { t } = useTranslation('attendance');
  const [semester, setSemester] = useState<number | null>(null);
  const [cari, setCari] = useState('');
  const [terbuka, setTerbuka] = useState<number | null>(null);
  const [store] = useState(() => {
    const ref = { semester: null as number | null, cari: '' };
    const s = createListStore<KelasPertemuan>(({ page, perPage }) =>
      ref.semester === null ? Promise.resolve([]) : getPertemuanSemester(ref.semester, { page, per_page: perPage, ...(ref.cari ? { cari: ref.cari } : {}) }), { perPage: PAGE_SIZE.ATTENDANCE });
    return Object.assign(s, { ref });
  });
  useEffect(() => {
    store.ref.semester = semester;
    if (semester !== null) void store.load(1);
  }, [semester, store]);

  const columns: PagedColumn<KelasPertemuan>[] = [
    { key: 'mk', header: t('kolom.mata_kuliah'), cell: (k) => <><Text weight="medium">{k.nama_mata_kuliah}</Text><br /><Text size="1" color="gray">{k.kode_mata_kuliah}</Text></> },
    { key: 'nama_kelas', header: t('kolom.kelas') },
    { key: 'nama_dosen', header: t('kolom.dosen') },
    { key: 'jumlah', header: t('kolom.pertemuan'), cell: (k) => k.pertemuan.length },
    {
      key: 'aksi', header: '', cell: (k) => (
        <Button size="1" variant="soft" onClick={() => setTerbuka(terbuka === k.id_kelas ? null : k.id_kelas)} disabled={!k.pertemuan.length}>
          {terbuka === k.id_kelas ? t('aksi.sembunyikan') : t('aksi.lihat_pertemuan')}
        </Button>
      ),
    },
  ];
  // A class's meetings: cards on a phone, where the table hid the button that moves a meeting past the screen's edge.
  const kolomPertemuan: PagedColumn<PertemuanRingkas>[] = [
    { key: 'pertemuan_ke', header: t('kolom.pertemuan'), rowHeader: true, cell: (p) => `${p.pertemuan_ke}${p.jenis !== 'kuliah' ? ` (${t(`jenis.${p.jenis}`)})` : ''}` },
    { key: 'tanggal', header: t('kolom.tanggal'), cell: (p) => formatTanggal(p.tanggal) },
    { key: 'jam', header: t('kolom.jam'), cell: (p) => formatRentangJam(p.jam_mulai, p.jam_selesai) },
    { key: 'status', header: t('kolom.status'), cell: (p) => <StatusPertemuanBadge status={p.status} /> },
    { key: 'aksi', header: '', cell: (p) => <PindahPertemuan p={p} onDone={() => void store.load()} /> },
  ];
  const snap = useSnapshot(store.state);
  const kelas = (snap.data as KelasPertemuan[]).find((k) => k.id_kelas === terbuka);

  return (
    <PageBody>
      <PageHeader title={t('lp3.persemester_judul')} caption={t('lp3.persemester_keterangan')} />
      <Flex gap="3" mb="3" wrap="wrap" align="center">
        <PilihSemester value={semester} onChange={setSemester} />
        <form onSubmit={(e) => { e.preventDefault(); store.ref.cari = cari.trim(); void store.load(1); }}>
          <Flex gap="2">
            <TextField.Root className="siakad-cari" placeholder={t('lp3.cari')} aria-label={t('lp3.cari')} value={cari} onChange={(e) => setCari(e.target.value)} />
            <Button type="submit" variant="soft">{t('aksi.cari')}</Button>
          </Flex>
        </form>
      </Flex>
      <PagedList store={store} columns={columns} rowKey={(k) => k.id_kelas} />
      {kelas ? (
        <Flex direction="column" gap="2" mt="4">
          <Text weight="bold">{kelas.nama_mata_kuliah} — {t('kolom.kelas')} {kelas.nama_kelas}</Text>
          <TabelData columns={kolomPertemuan} rows={kelas.pertemuan} rowKey={(p) => p.id_pertemuan} nama={`${t('kolom.pertemuan')} ${kelas.nama_mata_kuliah} ${t('kolom.kelas')} ${kelas.nama_kelas}`} />
        </Flex>
      ) : null}
    </PageBody>
  );
}
