import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { LoadState, PageBody, PageHeader, UnduhButton, useLoad } from '../../../core/client';
import { formatUkuran } from '../../../core/contract/format';
import { getBahanAjar, unduhRps } from '../api';
import { useJadwalHref } from './components/links';

/**
 * /akademik/jadwal/bahan-ajar/:idMataKuliah (dsn00; kor00 under /jadwal-mengajar/jadwal/...): the
 * course's material (spec "Teaching material: content, file_rps, nama_mata_kuliah"): its
 * description and weekly topics, and the RPS to download.
 */
export default function BahanAjarPage() {
  const { t } = useTranslation('teaching');
  const { idMataKuliah } = useParams<{ idMataKuliah: string }>();
  const muat = useLoad(() => getBahanAjar({ id_mata_kuliah: Number(idMataKuliah) }), [idMataKuliah]);
  const jadwalHref = useJadwalHref();
  const bahan = muat.data;

  return (
    <PageBody>
      <PageHeader title={t('bahan.judul')}
        caption={bahan ? t('bahan.keterangan', { kode: bahan.kode_mata_kuliah, mata_kuliah: bahan.nama_mata_kuliah, sks: bahan.sks }) : undefined}
        actions={jadwalHref && <Button asChild variant="soft"><Link href={jadwalHref}>{t('aksi.kembali')}</Link></Button>} />
      <LoadState status={muat.status} error={muat.error} retry={() => void muat.reload()}>
        {bahan && (
          <Flex direction="column" gap="3">
            <Card>
              <Heading as="h2" size="3" mb="2">{t('bahan.rps')}</Heading>
              {bahan.file_rps ? (
                <Flex align="center" gap="3" wrap="wrap">
                  <Text>{t('bahan.rps_berkas', { nama: bahan.file_rps.nama, ukuran: formatUkuran(bahan.file_rps.ukuran) })}</Text>
                  <UnduhButton label={t('aksi.unduh_rps')} unduh={() => unduhRps({ id_mata_kuliah: bahan.id_mata_kuliah })} />
                </Flex>
              ) : <Text color="gray">{t('bahan.rps_kosong')}</Text>}
            </Card>
            <Card>
              <Heading as="h2" size="3" mb="2">{t('bahan.deskripsi')}</Heading>
              <Text as="p" style={{ whiteSpace: 'pre-line' }}>{bahan.content || '-'}</Text>
            </Card>
          </Flex>
        )}
      </LoadState>
    </PageBody>
  );
}
