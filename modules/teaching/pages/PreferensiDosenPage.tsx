import { Button, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, PagedList, PageBody, PageHeader, UnduhButton, type PagedColumn } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { formatRentangJam } from '../../../core/contract/format';
import { getPreferensiDosen, unduhPreferensiDosen } from '../api-prodi';
import type { PreferensiDosen, PreferensiDosenItem, PreferensiDosenQuery } from '../schemas-prodi';

type Saring = Pick<PreferensiDosenQuery, 'id_semester' | 'id_prodi' | 'cari'>;
type Meta = Pick<PreferensiDosen, 'semester' | 'semester_pilihan' | 'prodi'>;
const SEMUA = 'semua';

/** Lines of a cell, or the gray 'Belum diisi' when the lecturer left it empty. */
function Baris({ isi, kosong }: { isi: string[]; kosong: string }) {
  if (!isi.length) return <Text size="1" color="gray">{kosong}</Text>;
  return <Flex direction="column">{isi.map((s) => <Text key={s} size="1">{s}</Text>)}</Flex>;
}

/**
 * /preferensi-dosen (aka00, aka01, aka02; decision 0026): the lecturers of the staff's programmes
 * with the teaching preferences they submitted and their load in the chosen semester, by programme
 * and name, paged; "Unduh XLSX" exports the same filtered list, every page.
 */
export default function PreferensiDosenPage() {
  const { t } = useTranslation('teaching');
  const [cari, setCari] = useState('');
  const [meta, setMeta] = useState<Meta | null>(null);
  const [saring, setSaring] = useState<Saring>({});
  const [store] = useState(() => {
    const ref: { saring: Saring } = { saring: {} };
    const s = createListStore<PreferensiDosenItem>(async ({ page, perPage }) => {
      const res = await getPreferensiDosen({ ...ref.saring, page, per_page: perPage });
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
  const hari = (h: number) => t(`hari.${h}`);
  const kosong = t('preferensi_prodi.belum_diisi');
  const columns: PagedColumn<PreferensiDosenItem>[] = [
    { key: 'nama_dosen', header: t('preferensi_prodi.kolom.dosen'), cell: (d) => (
      <Flex direction="column"><Text weight="medium">{d.nama_dosen}</Text><Text size="1" color="gray">{[d.nidn && `NIDN ${d.nidn}`, d.nama_prodi].filter(Boolean).join(' · ')}</Text></Flex>
    ) },
    { key: 'waktu', header: t('preferensi_prodi.kolom.waktu'), cell: (d) => <Baris kosong={kosong} isi={d.waktu_mengajar.map((w) => `${hari(w.hari)} ${formatRentangJam(w.jam_mulai, w.jam_selesai)}`)} /> },
    { key: 'prioritas', header: t('preferensi_prodi.kolom.prioritas'), cell: (d) => <Baris kosong={kosong} isi={d.prioritas.map((p) => `${p.urutan}. ${p.nama_mata_kuliah}`)} /> },
    { key: 'rumpun', header: t('preferensi_prodi.kolom.rumpun'), cell: (d) => <Baris kosong={kosong} isi={d.rumpun} /> },
    { key: 'bidang', header: t('preferensi_prodi.kolom.bidang'), cell: (d) => <Baris kosong={kosong} isi={d.bidang_keahlian} /> },
    { key: 'beban', header: t('preferensi_prodi.kolom.beban'), cell: (d) => t('preferensi_prodi.beban', { kelas: d.jumlah_kelas, sks: d.jumlah_sks }) },
  ];

  return (
    <PageBody>
      <PageHeader title={t('preferensi_prodi.judul')} caption={t('preferensi_prodi.keterangan')} />
      <form onSubmit={(e) => { e.preventDefault(); terapkan({ ...saring, cari: cari.trim() }); }}>
        <Flex gap="2" mb="3" wrap="wrap" align="end">
          {meta && (
            <>
              <Flex direction="column" gap="1">
                <Text as="span" size="1" color="gray">{t('preferensi_prodi.semester')}</Text>
                <Select.Root value={String(saring.id_semester ?? meta.semester.id_semester_registrasi)} onValueChange={(v) => terapkan({ ...saring, id_semester: Number(v) })}>
                  <Select.Trigger aria-label={t('preferensi_prodi.semester')} />
                  <Select.Content>
                    {meta.semester_pilihan.map((s) => <Select.Item key={s.id_semester_registrasi} value={String(s.id_semester_registrasi)}>{s.nama_semester_registrasi}</Select.Item>)}
                  </Select.Content>
                </Select.Root>
              </Flex>
              <Flex direction="column" gap="1">
                <Text as="span" size="1" color="gray">{t('preferensi_prodi.prodi')}</Text>
                <Select.Root value={saring.id_prodi ? String(saring.id_prodi) : SEMUA} onValueChange={(v) => terapkan({ ...saring, id_prodi: v === SEMUA ? undefined : Number(v) })}>
                  <Select.Trigger aria-label={t('preferensi_prodi.prodi')} />
                  <Select.Content>
                    <Select.Item value={SEMUA}>{t('usulan_prodi.semua_prodi')}</Select.Item>
                    {meta.prodi.map((p) => <Select.Item key={p.id_prodi} value={String(p.id_prodi)}>{p.nama_prodi}</Select.Item>)}
                  </Select.Content>
                </Select.Root>
              </Flex>
            </>
          )}
          <TextField.Root placeholder={t('preferensi_prodi.cari_placeholder')} aria-label={t('preferensi_prodi.cari_placeholder')} value={cari} onChange={(e) => setCari(e.target.value)} />
          <Button type="submit" variant="soft">{t('aksi.cari')}</Button>
          <UnduhButton label={t('preferensi_prodi.unduh')} unduh={() => unduhPreferensiDosen(saring)} />
        </Flex>
      </form>
      <PagedList store={store} columns={columns} rowKey={(d) => d.id_dosen} />
    </PageBody>
  );
}
