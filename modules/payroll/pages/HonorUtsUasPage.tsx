import { Callout, Flex, Select, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, formatRupiah, PageBody, PageHeader, PageSpinner, UnduhButton } from '../../../core/client';
import { cetakHonorUtsUas, getHonorUtsUas } from '../api';
import type { HonorUjian } from '../schemas';
import { Identitas } from './components/Identitas';
import { useMuat } from './components/useMuat';

/**
 * /laporan/honor-uts-uas (dsn00, kor00): per class the caller teaches in a semester (default: the
 * active one) with a UTS/UAS, the exam and grading fees, the total, PPh 21 and the net; 'Cetak' saves the PDF.
 */
export default function HonorUtsUasPage() {
  const { t } = useTranslation('payroll');
  const [semester, setSemester] = useState<number | undefined>(undefined);
  const honor = useMuat(semester, async () => (await getHonorUtsUas({ id_semester_registrasi: semester })).data);
  const h = honor.data as HonorUjian | null;
  const chosen = h?.id_semester_registrasi;

  return (
    <PageBody>
      <PageHeader
        title={t('honor.judul')}
        caption={t('honor.keterangan')}
        actions={<UnduhButton unduh={() => cetakHonorUtsUas({ id_semester_registrasi: chosen })} disabled={!h} />}
      />
      <Flex direction="column" gap="4">
        {honor.error ? (
          <Callout.Root color="red" role="alert"><Callout.Text>{errorMessages(honor.error).join(' ')}</Callout.Text></Callout.Root>
        ) : null}
        {!h && !honor.error && <PageSpinner />}
        {h && (
          <>
            <label>
              <Text size="2" weight="medium" mr="2">{t('honor.semester')}</Text>
              <Select.Root value={String(chosen)} onValueChange={(v) => setSemester(Number(v))}>
                <Select.Trigger aria-label={t('honor.semester')} />
                <Select.Content>
                  {h.semester_tersedia.map((s) => <Select.Item key={s.id_semester_registrasi} value={String(s.id_semester_registrasi)}>{s.nama_semester_registrasi}</Select.Item>)}
                </Select.Content>
              </Select.Root>
            </label>
            <Identitas orang={h} periode={[t('identitas.semester'), h.nama_semester_registrasi]} />
            {h.detail_honor.length === 0 ? <Text as="p" color="gray">{t('honor.kosong')}</Text> : (
              <Table.Root variant="surface" size="1" aria-label={t('honor.judul')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>{t('honor.no')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('honor.mata_kuliah')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('honor.kelas')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('honor.ujian')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell justify="end">{t('honor.mahasiswa')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell justify="end">{t('honor.honor_ujian')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell justify="end">{t('honor.honor_koreksi')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell justify="end">{t('honor.jumlah')}</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {h.detail_honor.map((k, i) => (
                    <Table.Row key={k.id_kelas}>
                      <Table.Cell>{i + 1}</Table.Cell>
                      <Table.RowHeaderCell>{k.kode_mata_kuliah} {k.nama_mata_kuliah}</Table.RowHeaderCell>
                      <Table.Cell>{k.nama_kelas}</Table.Cell>
                      <Table.Cell>{k.ujian.join(', ')}</Table.Cell>
                      <Table.Cell justify="end">{k.jumlah_mahasiswa}</Table.Cell>
                      <Table.Cell justify="end">{formatRupiah(k.honor_ujian)}</Table.Cell>
                      <Table.Cell justify="end">{formatRupiah(k.honor_koreksi)}</Table.Cell>
                      <Table.Cell justify="end">{formatRupiah(k.jumlah)}</Table.Cell>
                    </Table.Row>
                  ))}
                  {([[t('honor.total_honor'), h.total_honor], [h.label_pph, h.pph_dua_satu], [t('honor.total_penerimaan_bersih'), h.total_penerimaan_bersih]] as const).map(([label, nilai]) => (
                    <Table.Row key={label}>
                      <Table.RowHeaderCell colSpan={7} style={{ fontWeight: 600 }}>{label}</Table.RowHeaderCell>
                      <Table.Cell justify="end" style={{ fontWeight: 600 }}>{formatRupiah(nilai)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </>
        )}
      </Flex>
    </PageBody>
  );
}
