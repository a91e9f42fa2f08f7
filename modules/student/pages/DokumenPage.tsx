import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatTanggal, PageBody, PageHeader, TabelData } from '../../../core/client';
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
              <TabelData size="1" nama={t('dokumen.pmb_judul')} rows={p.berkas} rowKey={(b) => b.id_dokumen_kategori} columns={[
                { key: 'nama', header: t('dokumen.kolom.berkas'), rowHeader: true, cell: (b) => `${b.nama}${b.wajib ? '' : ` (${t('dokumen.opsional')})`}` },
                { key: 'status', header: t('dokumen.kolom.status'), cell: (b) => <Badge color={STATUS_WARNA[b.status as keyof typeof STATUS_WARNA] ?? 'gray'}>{t(`dokumen.status.${b.status}`)}</Badge> },
                { key: 'sudah_diunggah', header: t('dokumen.kolom.unggahan'), cell: (b) => (b.sudah_diunggah ? t('dokumen.diunggah') : t('dokumen.belum_diunggah')) },
                { key: 'catatan', header: t('dokumen.kolom.catatan') },
              ]} />
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
                <TabelData size="1" nama={k.nama} rows={k.dokumen} rowKey={(doc) => doc.id_dokumen} columns={[
                  { key: 'judul', header: t('dokumen.kolom.dokumen'), rowHeader: true },
                  { key: 'nama_berkas', header: t('dokumen.kolom.berkas'), cell: (doc) => `${doc.nama_berkas} · ${formatUkuran(doc.ukuran)}` },
                  { key: 'diunggah', header: t('dokumen.kolom.diunggah'), cell: (doc) => formatTanggal(doc.diunggah) },
                  { key: 'unduh', header: '', cell: (doc) => <UnduhButton path={CETAK.dokumen(doc.id_dokumen)} label={t('umum.unduh')} fallback={doc.nama_berkas} /> },
                ]} />
              </Card>
            ))}
          </Flex>
        )}
      </LoadView>
    </PageBody>
  );
}
