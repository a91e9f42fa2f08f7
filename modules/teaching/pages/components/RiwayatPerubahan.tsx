import { Heading, Section, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
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
  return (
    <Section size="1" aria-label={t('input_perubahan.riwayat')}>
      <Heading as="h2" size="4" mb="2">{t('input_perubahan.riwayat')}</Heading>
      {riwayat.length === 0 ? <Text color="gray">{t('input_perubahan.riwayat_kosong')}</Text> : (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('input_perubahan.waktu')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('input_perubahan.mahasiswa')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('input_perubahan.sebelum')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('input_perubahan.sesudah')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('input_perubahan.alasan_kolom')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('input_perubahan.oleh')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('rekap_perubahan.kolom.formulir')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {riwayat.map((r) => (
              <Table.Row key={r.id_riwayat_perubahan_nilai}>
                <Table.Cell>{waktu(r.diubah_pada)}</Table.Cell>
                <Table.Cell>{r.nim}<br /><Text size="1" color="gray">{r.nama_mahasiswa}</Text></Table.Cell>
                <Table.Cell>{nilai(r.nilai_angka_lama, r.nilai_huruf_lama)}</Table.Cell>
                <Table.Cell><Text weight="bold">{nilai(r.nilai_angka_baru, r.nilai_huruf_baru)}</Text></Table.Cell>
                <Table.Cell>{r.alasan}</Table.Cell>
                <Table.Cell>{r.diubah_oleh}</Table.Cell>
                <Table.Cell><TombolFormulir id={r.id_riwayat_perubahan_nilai} jumlahSekaliSimpan={sekaliSimpan.get(r.diubah_pada)!} /></Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Section>
  );
}
