import { Badge, Card, Flex, Table } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PageBody, PageHeader, useLayarSempit } from '../../../core/client';
import { CETAK, getRangkumanNilai } from '../api';
import { formatIndeks } from '../../../core/contract/format';
import { UnduhButton } from './components/CetakButton';
import { DaftarNilai } from './components/DaftarNilai';
import { DataList, LoadView } from './components/LoadView';
import { useLoad } from './components/useLoad';

/** /data-akademik/rangkuman-nilai: every course once (latest attempt), total SKS and IPK; 'Cetak' gives the A4 PDF. */
export default function RangkumanNilaiPage() {
  const { t } = useTranslation('student');
  const rangkuman = useLoad(async () => (await getRangkumanNilai()).data);
  const sempit = useLayarSempit();
  return (
    <PageBody>
      <PageHeader title={t('rangkuman.judul')} caption={t('rangkuman.keterangan')} actions={<UnduhButton path={CETAK.rangkuman} fallback="Rangkuman-Nilai.pdf" />} />
      <LoadView load={rangkuman} isEmpty={(r) => r.mata_kuliah.length === 0} empty={t('rangkuman.kosong')}>
        {(r) => (
          <Flex direction="column" gap="4">
            <Card size="2">
              <DataList rows={[[t('field.total_sks'), String(r.total_sks)], [t('field.total_sks_x_indeks'), formatIndeks(r.total_sks_x_indeks)], [t('field.ipk'), formatIndeks(r.ipk)]]} />
            </Card>
            {sempit ? (
              <DaftarNilai label={t('rangkuman.judul')} rows={r.mata_kuliah.map((m) => ({
                key: m.id_mata_kuliah, huruf: m.nilai_huruf,
                judul: <>{m.kode_mata_kuliah} {m.nama_mata_kuliah} {m.jumlah_ambil > 1 ? <Badge color="amber">{t('rangkuman.diulang', { n: m.jumlah_ambil })}</Badge> : null}</>,
                rincian: `${m.nama_semester_registrasi} · ${m.sks} ${t('field.sks')} · ${t('field.indeks')} ${formatIndeks(m.nilai_indeks)}`,
              }))} />
            ) : (
              <Table.Root variant="surface" size="1">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>{t('field.no')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('field.kode')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('field.mata_kuliah')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('field.semester')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell justify="end">{t('field.sks')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('field.huruf')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell justify="end">{t('field.indeks')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell justify="end">{t('field.sks_x_indeks')}</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {r.mata_kuliah.map((m, i) => (
                    <Table.Row key={m.id_mata_kuliah}>
                      <Table.Cell>{i + 1}</Table.Cell>
                      <Table.Cell>{m.kode_mata_kuliah}</Table.Cell>
                      <Table.RowHeaderCell>
                        {m.nama_mata_kuliah} {m.jumlah_ambil > 1 ? <Badge color="amber">{t('rangkuman.diulang', { n: m.jumlah_ambil })}</Badge> : null}
                      </Table.RowHeaderCell>
                      <Table.Cell>{m.nama_semester_registrasi}</Table.Cell>
                      <Table.Cell justify="end">{m.sks}</Table.Cell>
                      <Table.Cell>{m.nilai_huruf}</Table.Cell>
                      <Table.Cell justify="end">{formatIndeks(m.nilai_indeks)}</Table.Cell>
                      <Table.Cell justify="end">{formatIndeks(m.sks_x_indeks)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Flex>
        )}
      </LoadView>
    </PageBody>
  );
}
