import { Badge, Card, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { displayValue, formatTanggal, PageBody, PageHeader } from '../../../core/client';
import { formatUkuran } from '../../../core/contract/format';
import { CETAK, getBerkasPmb, getDokumen } from '../api';
import { UnduhButton } from './components/CetakButton';
import { LoadView } from './components/LoadView';
import { useLoad } from './components/useLoad';

const STATUS_WARNA = { valid: 'green', menunggu: 'blue', ditolak: 'red', belum: 'gray' } as const;

/** /dokumen: the student's documents by category (download each) and the admission (PMB) file check. */
export default function DokumenPage() {
  const { t } = useTranslation('student');
  const dokumen = useLoad(async () => (await getDokumen()).data);
  const pmb = useLoad(async () => (await getBerkasPmb()).data);
  return (
    <PageBody>
      <PageHeader title={t('dokumen.judul')} caption={t('dokumen.keterangan')} />
      <Card size="2" mb="4">
        <Heading as="h2" size="4" mb="2">{t('dokumen.pmb_judul')}</Heading>
        <LoadView load={pmb} isEmpty={(p) => p.berkas.length === 0} empty={t('dokumen.pmb_kosong')}>
          {(p) => (
            <Flex direction="column" gap="2">
              <Text as="p" size="2" color={p.lengkap ? 'green' : 'amber'} weight="medium">
                {p.lengkap ? t('dokumen.pmb_lengkap') : t('dokumen.pmb_belum_lengkap', { valid: p.jumlah_valid, wajib: p.jumlah_wajib })}
              </Text>
              <Table.Root size="1">
                <Table.Body>
                  {p.berkas.map((b) => (
                    <Table.Row key={b.id_dokumen_kategori}>
                      <Table.RowHeaderCell>{b.nama}{b.wajib ? '' : ` (${t('dokumen.opsional')})`}</Table.RowHeaderCell>
                      <Table.Cell><Badge color={STATUS_WARNA[b.status as keyof typeof STATUS_WARNA] ?? 'gray'}>{t(`dokumen.status.${b.status}`)}</Badge></Table.Cell>
                      <Table.Cell>{b.sudah_diunggah ? t('dokumen.diunggah') : t('dokumen.belum_diunggah')}</Table.Cell>
                      <Table.Cell>{displayValue(b.catatan)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Flex>
          )}
        </LoadView>
      </Card>
      <LoadView load={dokumen} isEmpty={(d) => d.every((k) => k.dokumen.length === 0)} empty={t('dokumen.kosong')}>
        {(d) => (
          <Flex direction="column" gap="3">
            {d.filter((k) => k.dokumen.length > 0).map((k) => (
              <Card key={k.id_dokumen_kategori} size="2">
                <Heading as="h2" size="3" mb="2">{k.nama}</Heading>
                <Table.Root size="1">
                  <Table.Body>
                    {k.dokumen.map((doc) => (
                      <Table.Row key={doc.id_dokumen}>
                        <Table.RowHeaderCell>{doc.judul}</Table.RowHeaderCell>
                        <Table.Cell>{doc.nama_berkas} · {formatUkuran(doc.ukuran)}</Table.Cell>
                        <Table.Cell>{formatTanggal(doc.diunggah)}</Table.Cell>
                        <Table.Cell><UnduhButton path={CETAK.dokumen(doc.id_dokumen)} label={t('umum.unduh')} fallback={doc.nama_berkas} /></Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Card>
            ))}
          </Flex>
        )}
      </LoadView>
    </PageBody>
  );
}
