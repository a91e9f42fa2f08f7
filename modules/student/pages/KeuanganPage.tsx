import { Badge, Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { DaftarKartu, formatRupiah, formatTanggal, PageBody, PageHeader, useLayarSempit } from '../../../core/client';
import { CETAK, getKeuangan } from '../api';
import { jumlahUang } from '../money';
import { UnduhButton } from './components/CetakButton';
import { DataList, LoadView } from './components/LoadView';
import { useLoad } from './components/useLoad';

const STATUS_WARNA = { lunas: 'green', sebagian: 'amber', belum_bayar: 'red' } as const;

/** /keuangan: bills and payments per semester; totals are summed here under the spec's money display rule. */
export default function KeuanganPage() {
  const { t } = useTranslation('student');
  const keuangan = useLoad(async () => (await getKeuangan()).data);
  const sempit = useLayarSempit();
  return (
    <PageBody>
      <PageHeader title={t('keuangan.judul')} caption={t('keuangan.keterangan')} actions={<UnduhButton path={CETAK.keuangan} fallback="Keuangan.pdf" />} />
      <LoadView load={keuangan} isEmpty={(k) => k.semester.length === 0} empty={t('keuangan.kosong')}>
        {(k) => {
          const semua = k.semester.flatMap((s) => s.tagihan);
          const total = jumlahUang(semua.map((tg) => tg.jumlah));
          const dibayar = jumlahUang(semua.map((tg) => Math.min(tg.dibayar, tg.jumlah)));
          return (
            <Flex direction="column" gap="4">
              <Card size="2">
                <DataList rows={[
                  [t('keuangan.total_tagihan'), formatRupiah(total)], [t('keuangan.total_dibayar'), formatRupiah(dibayar)],
                  [t('keuangan.total_sisa'), <Text key="sisa" color={total - dibayar > 0 ? 'red' : undefined} weight="bold">{formatRupiah(total - dibayar)}</Text>],
                ]} />
              </Card>
              {k.semester.map((s) => (
                <Card key={s.id_semester_registrasi} size="2">
                  <Heading as="h2" size="3" mb="2">{s.nama_semester_registrasi}</Heading>
                  {sempit ? (
                    // On a phone, one block per bill: the six columns put its status and payments past the screen's edge.
                    <DaftarKartu label={s.nama_semester_registrasi} gap="0">
                      {s.tagihan.map((tg) => (
                        <li key={tg.id_tagihan} style={{ padding: 'var(--space-2) 0', borderTop: '1px solid var(--gray-a4)' }}>
                          <Flex justify="between" gap="2" align="start">
                            <Text size="2" weight="medium">{tg.keterangan}</Text>
                            <Badge color={STATUS_WARNA[tg.status]}>{t(`status_tagihan.${tg.status}`)}</Badge>
                          </Flex>
                          <Text as="div" size="2">{formatRupiah(tg.jumlah)} · {t('keuangan.dibayar')} {formatRupiah(jumlahUang(tg.pembayaran.map((p) => p.jumlah)))}</Text>
                          <Text as="div" size="1" color="gray">{t('keuangan.jatuh_tempo')} {formatTanggal(tg.jatuh_tempo)}</Text>
                          {tg.pembayaran.map((p) => (
                            <Text as="div" size="1" color="gray" key={p.id_pembayaran}>{formatTanggal(p.tanggal_bayar)} · {p.metode} · {p.no_referensi}</Text>
                          ))}
                        </li>
                      ))}
                    </DaftarKartu>
                  ) : (
                    <Table.Root size="1">
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeaderCell>{t('keuangan.tagihan')}</Table.ColumnHeaderCell>
                          <Table.ColumnHeaderCell>{t('keuangan.jatuh_tempo')}</Table.ColumnHeaderCell>
                          <Table.ColumnHeaderCell justify="end">{t('keuangan.jumlah')}</Table.ColumnHeaderCell>
                          <Table.ColumnHeaderCell justify="end">{t('keuangan.dibayar')}</Table.ColumnHeaderCell>
                          <Table.ColumnHeaderCell>{t('keuangan.status')}</Table.ColumnHeaderCell>
                          <Table.ColumnHeaderCell>{t('keuangan.pembayaran')}</Table.ColumnHeaderCell>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {s.tagihan.map((tg) => (
                          <Table.Row key={tg.id_tagihan}>
                            <Table.RowHeaderCell>{tg.keterangan}</Table.RowHeaderCell>
                            <Table.Cell>{formatTanggal(tg.jatuh_tempo)}</Table.Cell>
                            <Table.Cell justify="end">{formatRupiah(tg.jumlah)}</Table.Cell>
                            <Table.Cell justify="end">{formatRupiah(jumlahUang(tg.pembayaran.map((p) => p.jumlah)))}</Table.Cell>
                            <Table.Cell><Badge color={STATUS_WARNA[tg.status]}>{t(`status_tagihan.${tg.status}`)}</Badge></Table.Cell>
                            <Table.Cell>
                              {tg.pembayaran.length === 0 ? '-' : tg.pembayaran.map((p) => (
                                <Text as="div" size="1" key={p.id_pembayaran}>{formatTanggal(p.tanggal_bayar)} · {p.metode} · {p.no_referensi}</Text>
                              ))}
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  )}
                </Card>
              ))}
            </Flex>
          );
        }}
      </LoadView>
    </PageBody>
  );
}
