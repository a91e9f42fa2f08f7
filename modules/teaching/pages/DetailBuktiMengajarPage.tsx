import { Button, Card, DataList, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { DuaBaris, formatTanggal, LoadState, PageBody, type PagedColumn, PageHeader, TabelData, UnduhButton, useLoad } from '../../../core/client';
import { formatRentangJam, formatUkuran } from '../../../core/contract/format';
import { getBuktiAjarDetail, unduhBukti } from '../api';
import { useTeachingHref } from './components/links';
import { StatusPertemuan } from './components/StatusPertemuan';
import { formatWaktu as waktu } from './components/waktu';

type Params = { idMataKuliah: string; idKelas: string; idPertemuan: string; hari: string; idSemester: string; jadwal?: string };

/**
 * /akademik/jadwal/bukti-mengajar/detail-bukti-mengajar/:idMataKuliah/:idKelas/:idPertemuan/:hari/:idSemester
 * (dsn00; kor00 under /jadwal-mengajar/jadwal/bukti-mengajar/:jadwal/...): one meeting's topic,
 * the students present and every uploaded proof file, each downloadable. `pendek`: a
 * short-semester meeting (/akademik/bukti-mengajar-sp/detail-bukti-mengajar-sp/...).
 */
export default function DetailBuktiMengajarPage({ pendek = false }: { pendek?: boolean }) {
  const { t } = useTranslation('teaching');
  const params = useParams<Params>();
  // kor00's one detail route serves both: its {jadwal} segment names the short semester.
  const sp = pendek || params.jadwal === 'detail-bukti-mengajar-sp';
  const muat = useLoad(() => getBuktiAjarDetail({ id_pertemuan: Number(params.idPertemuan) }), [params.idPertemuan]);
  const kembali = useTeachingHref('bukti-mengajar', sp)({ idMataKuliah: params.idMataKuliah, idKelas: params.idKelas, hari: params.hari, idSemester: params.idSemester });
  const d = muat.data;
  // Cards on a phone: the download button stays on screen beside a long file name.
  const kolomBukti: PagedColumn<NonNullable<typeof d>['bukti'][number]>[] = [
    { key: 'nama', header: t('kolom.berkas'), rowHeader: true, cell: (b) => <DuaBaris utama={b.nama} keterangan={formatUkuran(b.ukuran)} /> },
    { key: 'topik', header: t('kolom.topik') },
    { key: 'diunggah_pada', header: t('kolom.diunggah'), cell: (b) => waktu(b.diunggah_pada) },
    { key: 'aksi', header: '', cell: (b) => <UnduhButton label={t('aksi.unduh')} unduh={() => unduhBukti(b.id_bukti_mengajar)} /> },
  ];

  return (
    <PageBody>
      <PageHeader title={t('detail.judul')}
        caption={d ? t('detail.keterangan', { mata_kuliah: d.mata_kuliah.nama_mata_kuliah, kelas: d.kelas.nama_kelas, ke: d.pertemuan.pertemuan_ke, tanggal: formatTanggal(d.pertemuan.tanggal) }) : undefined}
        actions={kembali && <Button asChild variant="soft"><Link href={kembali}>{t('aksi.kembali')}</Link></Button>} />
      <LoadState status={muat.status} error={muat.error} retry={() => void muat.reload()}>
        {d && (
          <>
            <Card mb="3">
              <DataList.Root>
                <DataList.Item><DataList.Label>{t('detail.topik')}</DataList.Label><DataList.Value>{d.pertemuan.topik ?? '-'}</DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{t('detail.waktu')}</DataList.Label>
                  <DataList.Value>{formatTanggal(d.pertemuan.tanggal)}, {formatRentangJam(d.pertemuan.jam_mulai, d.pertemuan.jam_selesai)}</DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{t('detail.status')}</DataList.Label>
                  <DataList.Value><StatusPertemuan terlaksana={d.pertemuan.terlaksana} /></DataList.Value></DataList.Item>
                <DataList.Item><DataList.Label>{t('detail.kehadiran')}</DataList.Label>
                  <DataList.Value>{t('detail.kehadiran_isi', { hadir: d.jumlah_hadir, jumlah: d.jumlah_mahasiswa })}</DataList.Value></DataList.Item>
              </DataList.Root>
            </Card>
            <Heading as="h2" size="3" mb="2">{t('detail.berkas')}</Heading>
            {d.bukti.length === 0 ? <Text color="gray">{t('detail.kosong')}</Text> : (
              <TabelData columns={kolomBukti} rows={d.bukti} rowKey={(b) => b.id_bukti_mengajar} nama={t('detail.berkas')} />
            )}
          </>
        )}
      </LoadState>
    </PageBody>
  );
}

/** One meeting of a short-semester class (route id detail-bukti-mengajar-sp). */
export const DetailBuktiMengajarSemesterPendekPage = () => <DetailBuktiMengajarPage pendek />;
