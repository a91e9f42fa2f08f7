import { AlertDialog, Button, Card, DataList, Flex, Heading, Section, Table, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveOutcome, UnduhButton } from '../../../../core/client';
import { formatIndeks, formatNip } from '../../../../core/contract/format';
import { cetakBuktiValidasi, postValidasiBukti } from '../../api';
import type { BuktiValidasiNilai, InputNilai, KelasQuery } from '../../schemas';
import { useSimpan } from './use-simpan';
import { useWaktuValidasi } from './waktu';

/**
 * The grade validation part of the grade input page (decision 0020). A validated class shows its
 * receipt (course, class, students and grade distribution; the lecturer; the date) with 'Cetak Bukti
 * Validasi'. Otherwise, while the entry window is open, 'Validasi Nilai' asks for confirmation and
 * validates; it stays disabled, with the reason, while a student is ungraded or a typed score is
 * not saved yet. `onValidasi` gets the receipt the server answered.
 */
export function ValidasiNilai({ data, kelas, belumDisimpan, onValidasi }: {
  data: InputNilai; kelas: KelasQuery; belumDisimpan: boolean; onValidasi: (bukti: BuktiValidasiNilai) => void;
}) {
  const { t } = useTranslation('teaching');
  const { saving, outcome, jalankan } = useSimpan();
  if (data.validasi) return <BuktiValidasi bukti={data.validasi} kelas={kelas} pesan={<SaveOutcome error={null} saved={outcome.saved} />} />;
  if (!data.input_nilai.dibuka || data.mahasiswa.length === 0) return null;

  const dinilai = data.mahasiswa.filter((m) => m.nilai_angka !== null).length;
  const alasan = dinilai < data.mahasiswa.length ? t('validasi.belum_lengkap', { dinilai, jumlah: data.mahasiswa.length })
    : belumDisimpan ? t('validasi.simpan_dulu') : null;
  async function validasi() {
    await jalankan(async () => {
      const { message, ...bukti } = await postValidasiBukti(kelas);
      onValidasi(bukti);
      return { message };
    });
  }
  return (
    <Section size="1" aria-label={t('aksi.validasi')}>
      <Heading as="h2" size="4" mb="2">{t('aksi.validasi')}</Heading>
      <Text as="p" size="2" color="gray" mb="2">{t('validasi.petunjuk')}</Text>
      <SaveOutcome error={outcome.error} saved={null} />
      {alasan && <Text as="p" size="2" color="amber" mb="2">{alasan}</Text>}
      <AlertDialog.Root>
        <AlertDialog.Trigger>
          <Button color="green" disabled={alasan !== null || saving}>{t('aksi.validasi')}</Button>
        </AlertDialog.Trigger>
        <AlertDialog.Content maxWidth="480px">
          <AlertDialog.Title>{t('validasi.konfirmasi_judul')}</AlertDialog.Title>
          <AlertDialog.Description size="2">
            {t('validasi.konfirmasi', { jumlah: data.mahasiswa.length, mata_kuliah: data.mata_kuliah.nama_mata_kuliah, kelas: data.kelas.nama_kelas })}
          </AlertDialog.Description>
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel><Button variant="soft" color="gray">{t('aksi.batal')}</Button></AlertDialog.Cancel>
            <AlertDialog.Action><Button color="green" onClick={() => void validasi()}>{t('aksi.ya_validasi')}</Button></AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </Section>
  );
}

/** The receipt of a validated class, as the server keeps it, with its print. */
function BuktiValidasi({ bukti, kelas, pesan }: { bukti: BuktiValidasiNilai; kelas: KelasQuery; pesan: ReactNode }) {
  const { t } = useTranslation('teaching');
  const waktu = useWaktuValidasi();
  const { mata_kuliah: mk, biodata: d } = bukti;
  const baris: Array<[string, string]> = [
    [t('validasi.mata_kuliah'), `${mk.kode_mata_kuliah} ${mk.nama_mata_kuliah}`], [t('validasi.sks'), String(mk.sks)], [t('validasi.kelas'), mk.nama_kelas],
    [t('validasi.semester'), mk.nama_semester_registrasi], [t('validasi.jumlah_mahasiswa'), String(mk.jumlah_mahasiswa)],
    [t('validasi.rata_rata'), formatIndeks(mk.rata_rata_nilai)], [t('validasi.dosen'), d.nama_dosen], [t('validasi.nidn'), d.nidn ?? '-'],
    [t('validasi.nip'), d.nip ? formatNip(d.nip) : '-'], [t('validasi.prodi'), d.nama_prodi], [t('validasi.tanggal'), waktu(bukti.tanggal)],
  ];
  return (
    <Section size="1" aria-label={t('validasi.judul')}>
      <Flex justify="between" align="center" mb="2" gap="3" wrap="wrap">
        <Heading as="h2" size="4">{t('validasi.judul')}</Heading>
        <UnduhButton unduh={() => cetakBuktiValidasi(kelas)} label={t('aksi.cetak_bukti_validasi')} />
      </Flex>
      {pesan}
      <Card>
        <Flex gap="6" wrap="wrap">
          <DataList.Root size="2">
            {baris.map(([label, nilai]) => (
              <DataList.Item key={label}><DataList.Label minWidth="160px">{label}</DataList.Label><DataList.Value>{nilai}</DataList.Value></DataList.Item>
            ))}
          </DataList.Root>
          <Flex direction="column" gap="1" role="group" aria-label={t('validasi.sebaran')}>
            <Text size="2" weight="medium">{t('validasi.sebaran')}</Text>
            <Table.Root size="1" variant="surface">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('validasi.huruf')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('validasi.indeks')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('validasi.jumlah')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {mk.distribusi_nilai.map((x) => (
                  <Table.Row key={x.nilai_huruf}>
                    <Table.Cell><Text weight="bold">{x.nilai_huruf}</Text></Table.Cell>
                    <Table.Cell>{formatIndeks(x.nilai_indeks)}</Table.Cell>
                    <Table.Cell>{x.jumlah}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Flex>
        </Flex>
      </Card>
    </Section>
  );
}
