import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList, PageBody, PageHeader, SaringSemesterProdi, UnduhButton, type PagedColumn } from '../../../core/client';
import { getRekapPerubahan, unduhRekapPerubahan } from '../api-rekap-perubahan';
import type { RekapPerubahanItem } from '../schemas-rekap-perubahan';
import { tampilAngka } from './components/angka';
import { TombolFormulir } from './components/TombolFormulir';
import { useSaringStaf } from './components/use-saring-staf';
import { formatWaktu } from './components/waktu';

/**
 * /rekap-perubahan-nilai (aka00, aka01, aka02; decision 0027): the grade changes after the deadline
 * recorded in the classes of the staff's programmes in the chosen semester, newest first, paged;
 * each row prints its change form; "Unduh XLSX" exports the same filtered list, every page.
 */
export default function RekapPerubahanNilaiPage() {
  const { t } = useTranslation('teaching');
  const [cari, setCari] = useState('');
  const { store, meta, saring, terapkan } = useSaringStaf<RekapPerubahanItem>(getRekapPerubahan);
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
          {meta && <SaringSemesterProdi saring={saring} semester={meta.semester} semesterPilihan={meta.semester_pilihan} prodi={meta.prodi} ubah={(baru) => terapkan({ ...saring, ...baru })} />}
          <TextField.Root className="siakad-cari" placeholder={t('rekap_perubahan.cari_placeholder')} aria-label={t('rekap_perubahan.cari_placeholder')} value={cari} onChange={(e) => setCari(e.target.value)} />
          <Button type="submit" variant="soft">{t('aksi.cari')}</Button>
          {/* The semester shown is pinned, so the workbook is the list on screen even when the default moves. */}
          <UnduhButton label={t('rekap_perubahan.unduh')} unduh={() => unduhRekapPerubahan({ ...saring, id_semester: saring.id_semester ?? meta?.semester.id_semester_registrasi })} />
        </Flex>
      </form>
      <PagedList store={store} columns={columns} rowKey={(r) => r.id_riwayat_perubahan_nilai} />
    </PageBody>
  );
}
