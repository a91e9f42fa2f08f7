import { Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatRupiah, formatTanggal, formatTanggalJam, KolomAksi, UnduhButton } from '../../../../core/client';
import { unduhPembayaran } from '../../api-pengaturan';
import type { TransferGaji } from '../../schemas-pembayaran';

/** The month's recorded transfers, each with its file as it went to the bank. */
export function RiwayatTransfer({ ringkasan }: { ringkasan: { bulan: string; nama_bulan: string; transfer: readonly TransferGaji[] } }) {
  const { t } = useTranslation('payroll');
  const judul = t('pembayaran.riwayat', { bulan: ringkasan.nama_bulan });
  return (
    <Flex direction="column" gap="2" mb="4" asChild>
      <section aria-label={judul}>
        <Heading as="h2" size="3">{judul}</Heading>
        {ringkasan.transfer.length === 0 ? <Text size="2" color="gray">{t('pembayaran.riwayat_kosong')}</Text> : (
          <Table.Root variant="surface" size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('pembayaran.kolom_tahap')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('pembayaran.kolom_tanggal_transfer')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell align="right">{t('pembayaran.kolom_jumlah_dosen')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell align="right">{t('pembayaran.kolom_total')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('pembayaran.kolom_dicatat')}</Table.ColumnHeaderCell>
                <KolomAksi />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {ringkasan.transfer.map((x) => (
                <Table.Row key={x.tahap}>
                  <Table.RowHeaderCell>{x.tahap}</Table.RowHeaderCell>
                  <Table.Cell>{formatTanggal(x.tanggal_transfer)}</Table.Cell>
                  <Table.Cell align="right">{x.jumlah_dosen}</Table.Cell>
                  <Table.Cell align="right">{formatRupiah(x.total)}</Table.Cell>
                  <Table.Cell>{x.dicatat_oleh ? `${x.dicatat_oleh}, ${formatTanggalJam(x.dicatat_pada)}` : formatTanggalJam(x.dicatat_pada)}</Table.Cell>
                  <Table.Cell>
                    <UnduhButton unduh={() => unduhPembayaran(ringkasan.bulan, 'xlsx', x.tahap)} label={t('pembayaran.unduh_tahap', { tahap: x.tahap })} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </section>
    </Flex>
  );
}
