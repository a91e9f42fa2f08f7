import { Button, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, PagedList, PageBody, PageHeader, UnduhButton, type PagedColumn } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getRekapPerubahan, unduhRekapPerubahan } from '../api-rekap-perubahan';
import type { RekapPerubahan, RekapPerubahanItem, RekapPerubahanQuery } from '../schemas-rekap-perubahan';
import { tampilAngka } from './components/angka';
import { TombolFormulir } from './components/TombolFormulir';
import { formatWaktu } from './components/waktu';

type Saring = Pick<RekapPerubahanQuery, 'id_semester' | 'id_prodi' | 'cari'>;
type Meta = Pick<RekapPerubahan, 'semester' | 'semester_pilihan' | 'prodi'>;
const SEMUA = 'semua';

/**
 * /rekap-perubahan-nilai (aka00, aka01, aka02; decision 0027): the grade changes after the deadline
 * recorded in the classes of the staff's programmes in the chosen semester, newest first, paged;
 * each row prints its change form; "Unduh XLSX" exports the same filtered list, every page.
 */
export default function RekapPerubahanNilaiPage() {
  const { t } = useTranslation('teaching');
  const [cari, setCari] = useState('');
  const [meta, setMeta] = useState<Meta | null>(null);
  const [saring, setSaring] = useState<Saring>({});
  const [store] = useState(() => {
    const ref: { saring: Saring } = { saring: {} };
    const s = createListStore<RekapPerubahanItem>(async ({ page, perPage }) => {
      const res = await getRekapPerubahan({ ...ref.saring, page, per_page: perPage });
      setMeta({ semester: res.semester, semester_pilihan: res.semester_pilihan, prodi: res.prodi });
      return res;
    }, { perPage: PAGE_SIZE.PROGRAMME_DATA });
    return Object.assign(s, { ref });
  });
  useEffect(() => void store.load(), [store]);

  const terapkan = (baru: Saring) => {
    const bersih = Object.fromEntries(Object.entries(baru).filter(([, v]) => v !== undefined && v !== '')) as Saring;
    store.ref.saring = bersih;
    setSaring(bersih);
    void store.load(1);
  };
  const nilai = (angka: number | null, huruf: string | null) => (huruf === null ? '-' : t('input_perubahan.nilai_riwayat', { angka: tampilAngka(angka), huruf }));
  const k = (key: string) => t(`rekap_perubahan.kolom.${key}`);
  const columns: PagedColumn<RekapPerubahanItem>[] = [
    { key: 'waktu', header: k('waktu'), cell: (r) => formatWaktu(r.diubah_pada) },
    { key: 'mata_kuliah', header: k('mata_kuliah'), cell: (r) => (
      <Flex direction="column"><Text weight="medium">{r.nama_mata_kuliah}</Text><Text size="1" color="gray">{`${r.kode_mata_kuliah} · ${k('kelas')} ${r.nama_kelas} · ${r.nama_prodi}`}</Text></Flex>
    ) },
    { key: 'mahasiswa', header: k('mahasiswa'), cell: (r) => <Flex direction="column"><Text>{r.nim}</Text><Text size="1" color="gray">{r.nama_mahasiswa}</Text></Flex> },
    { key: 'lama', header: k('lama'), cell: (r) => nilai(r.nilai_angka_lama, r.nilai_huruf_lama) },
    { key: 'baru', header: k('baru'), cell: (r) => <Text weight="bold">{nilai(r.nilai_angka_baru, r.nilai_huruf_baru)}</Text> },
    { key: 'alasan', header: k('alasan'), cell: (r) => r.alasan },
    { key: 'dosen', header: k('dosen'), cell: (r) => r.diubah_oleh },
    { key: 'formulir', header: k('formulir'), cell: (r) => <TombolFormulir id={r.id_riwayat_perubahan_nilai} jumlahSekaliSimpan={r.jumlah_sekali_simpan} /> },
  ];

  return (
    <PageBody>
      <PageHeader title={t('rekap_perubahan.judul')} caption={t('rekap_perubahan.keterangan')} />
      <form onSubmit={(e) => { e.preventDefault(); terapkan({ ...saring, cari: cari.trim() }); }}>
        <Flex gap="2" mb="3" wrap="wrap" align="end">
          {meta && (
            <>
              <Flex direction="column" gap="1">
                <Text as="span" size="1" color="gray">{t('rekap_perubahan.semester')}</Text>
                <Select.Root value={String(saring.id_semester ?? meta.semester.id_semester_registrasi)} onValueChange={(v) => terapkan({ ...saring, id_semester: Number(v) })}>
                  <Select.Trigger aria-label={t('rekap_perubahan.semester')} />
                  <Select.Content>
                    {meta.semester_pilihan.map((s) => <Select.Item key={s.id_semester_registrasi} value={String(s.id_semester_registrasi)}>{s.nama_semester_registrasi}</Select.Item>)}
                  </Select.Content>
                </Select.Root>
              </Flex>
              <Flex direction="column" gap="1">
                <Text as="span" size="1" color="gray">{t('rekap_perubahan.prodi')}</Text>
                <Select.Root value={saring.id_prodi ? String(saring.id_prodi) : SEMUA} onValueChange={(v) => terapkan({ ...saring, id_prodi: v === SEMUA ? undefined : Number(v) })}>
                  <Select.Trigger aria-label={t('rekap_perubahan.prodi')} />
                  <Select.Content>
                    <Select.Item value={SEMUA}>{t('usulan_prodi.semua_prodi')}</Select.Item>
                    {meta.prodi.map((p) => <Select.Item key={p.id_prodi} value={String(p.id_prodi)}>{p.nama_prodi}</Select.Item>)}
                  </Select.Content>
                </Select.Root>
              </Flex>
            </>
          )}
          <TextField.Root placeholder={t('rekap_perubahan.cari_placeholder')} aria-label={t('rekap_perubahan.cari_placeholder')} value={cari} onChange={(e) => setCari(e.target.value)} />
          <Button type="submit" variant="soft">{t('aksi.cari')}</Button>
          {/* The semester shown is pinned, so the workbook is the list on screen even when the default moves. */}
          <UnduhButton label={t('rekap_perubahan.unduh')} unduh={() => unduhRekapPerubahan({ ...saring, id_semester: saring.id_semester ?? meta?.semester.id_semester_registrasi })} />
        </Flex>
      </form>
      <PagedList store={store} columns={columns} rowKey={(r) => r.id_riwayat_perubahan_nilai} />
    </PageBody>
  );
}
