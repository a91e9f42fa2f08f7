import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList, PageBody, PageHeader, SaringSemesterProdi, UnduhButton, type PagedColumn } from '../../../core/client';
import { formatRentangJam } from '../../../core/contract/format';
import { getPreferensiDosen, unduhPreferensiDosen } from '../api-prodi';
import type { PreferensiDosenItem } from '../schemas-prodi';
import { useSaringStaf } from './components/use-saring-staf';

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
  const { store, meta, saring, terapkan } = useSaringStaf<PreferensiDosenItem>(getPreferensiDosen);
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
          {meta && <SaringSemesterProdi saring={saring} semester={meta.semester} semesterPilihan={meta.semester_pilihan} prodi={meta.prodi} ubah={(baru) => terapkan({ ...saring, ...baru })} />}
          <TextField.Root className="siakad-cari" placeholder={t('preferensi_prodi.cari_placeholder')} aria-label={t('preferensi_prodi.cari_placeholder')} value={cari} onChange={(e) => setCari(e.target.value)} />
          <Button type="submit" variant="soft">{t('aksi.cari')}</Button>
          <UnduhButton label={t('preferensi_prodi.unduh')} unduh={() => unduhPreferensiDosen(saring)} />
        </Flex>
      </form>
      <PagedList store={store} columns={columns} rowKey={(d) => d.id_dosen} />
    </PageBody>
  );
}
