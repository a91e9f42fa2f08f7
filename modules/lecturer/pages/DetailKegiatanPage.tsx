import { Button, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { formatTanggal, LoadState, PageBody, PageHeader, SaveOutcome, TabelData, UnduhButton, useLoad, type PagedColumn } from '../../../core/client';
import { formatJam, formatRentangJam, formatUkuran } from '../../../core/contract/format';
import { getKegiatanDetail, unduhBuktiKegiatan } from '../api';
import type { RiwayatKegiatan } from '../schemas';
import { bisaDibatalkan, StatusKegiatan } from './components/StatusKegiatan';
import { useBatalKegiatan } from './components/use-batal-kegiatan';

/** /kegiatan-dosen/:id (dsn00, kor00): one activity, its proof (download), status, reasons and every validation step. */
export default function DetailKegiatanPage() {
  const { t } = useTranslation('lecturer');
  const id = Number(useParams<{ id: string }>().id);
  const muat = useLoad(() => getKegiatanDetail(id), [id]);
  const { batal, saved, error } = useBatalKegiatan(muat.reload);
  const k = muat.data?.data;
  const f = (key: string) => t(`kegiatan.field.${key}`);
  const kolomRiwayat: PagedColumn<RiwayatKegiatan>[] = [
    { key: 'waktu', header: f('waktu'), cell: (r) => <>{formatTanggal(r.waktu.slice(0, 10))}, {formatJam(r.waktu.slice(11))} WIB<Text as="div" size="1" color="gray">{r.nama_user}</Text></> },
    { key: 'langkah', header: f('langkah'), cell: (r) => `${t(`kegiatan.langkah.${r.langkah}`)}: ${t(`kegiatan.keputusan.${r.ke}`)}` },
    { key: 'alasan', header: f('alasan'), cell: (r) => r.catatan ?? '-' },
  ];

  return (
    <PageBody>
      <PageHeader title={t('kegiatan.halaman.detail_judul')} caption={k?.judul}
        actions={<Button asChild variant="soft"><Link href="/kegiatan-dosen">{t('kegiatan.aksi.kembali')}</Link></Button>} />
      <SaveOutcome error={error} saved={saved} />
      <LoadState status={muat.status} error={muat.error} retry={() => void muat.reload()}>
        {k && (
          <Flex direction="column" gap="4">
            <Card>
              <DataList.Root>
                <DataList.Item><DataList.Label>{f('status')}</DataList.Label><DataList.Value><div><StatusKegiatan kegiatan={k} /></div></DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{f('jenis')}</DataList.Label><DataList.Value>{t(`kegiatan.jenis.${k.jenis}`)}</DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{f('judul')}</DataList.Label><DataList.Value>{k.judul}</DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{f('tanggal')}</DataList.Label><DataList.Value>{formatTanggal(k.tanggal)}, {k.nama_sesi} ({formatRentangJam(k.jam_mulai, k.jam_selesai)})</DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{f('tempat')}</DataList.Label><DataList.Value>{k.tempat}</DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{f('deskripsi')}</DataList.Label><DataList.Value>{k.deskripsi}</DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{f('bukti')}</DataList.Label><DataList.Value>{k.bukti.nama} ({formatUkuran(k.bukti.ukuran)})</DataList.Value></DataList.Item>
              </DataList.Root>
              <Flex gap="2" mt="3">
                <UnduhButton unduh={() => unduhBuktiKegiatan(k.id_kegiatan_dosen)} label={t('kegiatan.aksi.unduh')} />
                {bisaDibatalkan(k.status) && <Button color="red" variant="soft" onClick={() => void batal(id)}>{t('kegiatan.aksi.batalkan')}</Button>}
              </Flex>
            </Card>
            <Heading as="h2" size="3">{t('kegiatan.halaman.riwayat')}</Heading>
            <TabelData columns={kolomRiwayat} rows={k.riwayat} nama={t('kegiatan.halaman.riwayat')} />
          </Flex>
        )}
      </LoadState>
    </PageBody>
  );
}
