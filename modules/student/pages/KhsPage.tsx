import { Card, Flex, Select, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody, PageHeader, useLayarSempit } from '../../../core/client';
import { CETAK, getKhs } from '../api';
import { formatIndeks } from '../../../core/contract/format';
import { UnduhButton } from './components/CetakButton';
import { DaftarNilai } from './components/DaftarNilai';
import { DataList, LoadView } from './components/LoadView';
import { useLoad } from './components/useLoad';

/** /data-akademik/khs: one semester's grades with IPS, IPK and the next semester's SKS limit; 'Cetak' gives the A4 PDF. */
export default function KhsPage() {
  const { t } = useTranslation('student');
  const [semester, setSemester] = useState<number | undefined>(undefined);
  const khs = useLoad(async () => (await getKhs({ id_semester_registrasi: semester })).data, [semester]);
  const chosen = khs.data?.semester?.id_semester_registrasi;
  const sempit = useLayarSempit();

  return (
    <PageBody>
      <PageHeader
        title={t('khs.judul')}
        caption={t('khs.keterangan')}
        actions={<UnduhButton path={CETAK.khs} query={{ id_semester_registrasi: chosen }} fallback="KHS.pdf" disabled={!chosen} />}
      />
      <LoadView load={khs} isEmpty={(k) => k.semester === null} empty={t('khs.belum_ada')}>
        {(k) => (
          <Flex direction="column" gap="4">
            <label>
              <Text size="2" weight="medium" mr="2">{t('field.semester')}</Text>
              <Select.Root value={String(chosen)} onValueChange={(v) => setSemester(Number(v))}>
                <Select.Trigger aria-label={t('field.semester')} />
                <Select.Content>
                  {k.semester_tersedia.map((s) => <Select.Item key={s.id_semester_registrasi} value={String(s.id_semester_registrasi)}>{s.nama_semester_registrasi}</Select.Item>)}
                </Select.Content>
              </Select.Root>
            </label>
            {k.mata_kuliah.length === 0 ? <Text color="gray">{t('khs.kosong')}</Text> : sempit ? (
              <DaftarNilai label={t('khs.judul')} rows={k.mata_kuliah.map((m) => ({
                key: m.id_mata_kuliah, judul: `${m.kode_mata_kuliah} ${m.nama_mata_kuliah}`, huruf: m.nilai_huruf ?? t('khs.belum_dinilai'),
                rincian: `${m.sks} ${t('field.sks')} · ${t('field.angka')} ${formatIndeks(m.nilai_angka)} · ${t('field.indeks')} ${formatIndeks(m.nilai_indeks)}`,
              }))} />
            ) : (
              <Table.Root variant="surface" size="1">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>{t('field.no')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('field.kode')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('field.mata_kuliah')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell justify="end">{t('field.sks')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell justify="end">{t('field.angka')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('field.huruf')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell justify="end">{t('field.indeks')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell justify="end">{t('field.sks_x_indeks')}</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {k.mata_kuliah.map((m, i) => (
                    <Table.Row key={m.id_mata_kuliah}>
                      <Table.Cell>{i + 1}</Table.Cell>
                      <Table.Cell>{m.kode_mata_kuliah}</Table.Cell>
                      <Table.RowHeaderCell>{m.nama_mata_kuliah}</Table.RowHeaderCell>
                      <Table.Cell justify="end">{m.sks}</Table.Cell>
                      <Table.Cell justify="end">{formatIndeks(m.nilai_angka)}</Table.Cell>
                      <Table.Cell>{m.nilai_huruf ?? t('khs.belum_dinilai')}</Table.Cell>
                      <Table.Cell justify="end">{formatIndeks(m.nilai_indeks)}</Table.Cell>
                      <Table.Cell justify="end">{formatIndeks(m.sks_x_indeks)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
            <Card size="2">
              <DataList rows={[
                [t('field.total_sks'), String(k.total_sks)], [t('field.total_sks_x_indeks'), formatIndeks(k.total_sks_x_indeks)],
                [t('field.ips'), formatIndeks(k.ips)], [t('field.ipk'), formatIndeks(k.ipk)],
                [t('khs.batas_sks'), k.batas_sks_berikutnya ? t('khs.batas_sks_nilai', { sks: k.batas_sks_berikutnya.batas_sks }) : '-'],
              ]} />
            </Card>
          </Flex>
        )}
      </LoadView>
    </PageBody>
  );
}
