import { Heading, Section, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { TabelData, type PagedColumn } from '../../../../core/client';
import type { PerubahanNilaiTercatat } from '../../schemas';
import { tampilAngka } from './angka';
import { TombolFormulir } from './TombolFormulir';
import { formatWaktu as waktu } from './waktu';

/**
 * The class's recorded grade changes, newest first: when, who (student), before, after, why, by
 * whom, and the change form to print (decision 0027). Rows stored by one save share their time.
 */
export function RiwayatPerubahan({ riwayat }: { riwayat: readonly PerubahanNilaiTercatat[] }) {
  const { t } = useTranslation('teaching');
  const sekaliSimpan = new Map<string, number>();
  for (const r of riwayat) sekaliSimpan.set(r.diubah_pada, (sekaliSimpan.get(r.diubah_pada) ?? 0) + 1);
  const nilai = (angka: number | null, huruf: string | null) => (huruf === null ? '-' : t('input_perubahan.nilai_riwayat', { angka: tampilAngka(angka), huruf }));
  const columns: PagedColumn<PerubahanNilaiTercatat>[] = [
    { key: 'waktu', header: t('input_perubahan.waktu'), cell: (r) => waktu(r.diubah_pada) },
    { key: 'mahasiswa', header: t('input_perubahan.mahasiswa'), rowHeader: true, cell: (r) => <>{r.nim}<br /><Text size="1" color="gray">{r.nama_mahasiswa}</Text></> },
    { key: 'sebelum', header: t('input_perubahan.sebelum'), cell: (r) => nilai(r.nilai_angka_lama, r.nilai_huruf_lama) },
    { key: 'sesudah', header: t('input_perubahan.sesudah'), cell: (r) => <Text weight="bold">{nilai(r.nilai_angka_baru, r.nilai_huruf_baru)}</Text> },
    { key: 'alasan', header: t('input_perubahan.alasan_kolom'), cell: (r) => r.alasan },
    { key: 'oleh', header: t('input_perubahan.oleh'), cell: (r) => r.diubah_oleh },
    { key: 'formulir', header: t('rekap_perubahan.kolom.formulir'), cell: (r) => <TombolFormulir id={r.id_riwayat_perubahan_nilai} jumlahSekaliSimpan={sekaliSimpan.get(r.diubah_pada)!} /> },
  ];
  return (
    <Section size="1" aria-label={t('input_perubahan.riwayat')}>
      <Heading as="h2" size="4" mb="2">{t('input_perubahan.riwayat')}</Heading>
      {riwayat.length === 0 ? <Text color="gray">{t('input_perubahan.riwayat_kosong')}</Text> : (
        <TabelData columns={columns} rows={riwayat} rowKey={(r) => r.id_riwayat_perubahan_nilai} nama={t('input_perubahan.riwayat')} />
      )}
    </Section>
  );
}
