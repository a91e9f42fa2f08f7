import { Badge, Box, Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { DuaBaris, formatTanggal, LoadState, PageBody, PageHeader, SaveOutcome, TabelData, useLoad } from '../../../core/client';
import { formatRentangJam, formatUkuran } from '../../../core/contract/format';
import { getBuktiAjar } from '../api';
import { useJadwalHref, useTeachingHref } from './components/links';
import { StatusPertemuan } from './components/StatusPertemuan';
import { UnggahBukti } from './components/UnggahBukti';

type Params = { idMataKuliah: string; idKelas: string; hari: string; idSemester: string };

/**
 * /akademik/jadwal/bukti-mengajar/:idMataKuliah/:idKelas/:hari/:idSemester (dsn00; kor00 under
 * /jadwal-mengajar/jadwal/...): the class's meetings with their teaching proof; today's and past
 * meetings have an upload form (topic + photo/PDF), each row opens its detail. `pendek`: a
 * short-semester class (/akademik/bukti-mengajar-sp/..., /jadwal-mengajar/bukti-mengajar-sp/...).
 */
export default function BuktiMengajarPage({ pendek = false }: { pendek?: boolean }) {
  const { t } = useTranslation('teaching');
  const params = useParams<Params>();
  const muat = useLoad(() => getBuktiAjar({ id_mata_kuliah: Number(params.idMataKuliah), id_kelas: Number(params.idKelas), id_semester: Number(params.idSemester) }),
    [params.idMataKuliah, params.idKelas, params.idSemester]);
  const jadwalHref = useJadwalHref(pendek);
  const detailHref = useTeachingHref('detail-bukti-mengajar', pendek);
  const [saved, setSaved] = useState<string | null>(null);
  const data = muat.data;
  const hari = /^[1-7]$/.test(params.hari) ? t(`hari.${params.hari}`) : '-';

  return (
    <PageBody>
      <PageHeader title={t('bukti.judul')}
        caption={data ? t('bukti.keterangan', { kode: data.mata_kuliah.kode_mata_kuliah, mata_kuliah: data.mata_kuliah.nama_mata_kuliah, kelas: data.kelas.nama_kelas, hari, semester: data.kelas.nama_semester_registrasi }) : undefined}
        actions={jadwalHref && <Button asChild variant="soft"><Link href={jadwalHref}>{t('aksi.kembali')}</Link></Button>} />
      <LoadState status={muat.status} error={muat.error} retry={() => void muat.reload()}>
        {data && (
          <>
            <Text as="p" size="2" color="gray" mb="3">{t('bukti.petunjuk', { maks: formatUkuran(data.maks_ukuran), jumlah: data.maks_bukti })}</Text>
            <SaveOutcome error={null} saved={saved} />
            {data.data.length === 0 ? <Text color="gray">{t('bukti.kosong')}</Text> : (
              <TabelData nama={t('bukti.judul')} rows={data.data} rowKey={(p) => p.id_pertemuan} columns={[
                { key: 'pertemuan_ke', header: t('kolom.pertemuan_ke'), rowHeader: true, cell: (p) => <DuaBaris utama={p.pertemuan_ke} keterangan={t(`bukti.jenis.${p.jenis}`)} /> },
                { key: 'tanggal', header: t('kolom.tanggal'), cell: (p) => (
                  <Flex direction="column" align="start" gap="1">
                    <DuaBaris utama={formatTanggal(p.tanggal)} keterangan={formatRentangJam(p.jam_mulai, p.jam_selesai)} />
                    <StatusPertemuan terlaksana={p.terlaksana} />
                  </Flex>
                ) },
                { key: 'topik', header: t('kolom.topik'), cell: (p) => p.topik ?? <Text color="gray">{t('bukti.belum_ada')}</Text> },
                { key: 'bukti', header: t('kolom.bukti'), cell: (p) => {
                  const href = detailHref({ idMataKuliah: params.idMataKuliah, idKelas: params.idKelas, idPertemuan: p.id_pertemuan, hari: params.hari, idSemester: params.idSemester });
                  return (
                    <Flex direction="column" align="start" gap="1">
                      {p.jumlah_bukti > 0 ? <Badge color="green">{t('bukti.jumlah', { jumlah: p.jumlah_bukti })}</Badge> : <Badge color="amber">{t('bukti.belum_ada')}</Badge>}
                      {href && <Link href={href}>{t('aksi.detail')}</Link>}
                    </Flex>
                  );
                } },
                { key: 'unggah', header: t('aksi.unggah'), cell: (p) => (
                  // The form needs its room in the table; in a phone's card it takes the value's width.
                  <Box minWidth={{ initial: '0', xs: '16rem' }}>
                    {p.bisa_unggah
                      ? <UnggahBukti pertemuan={p} onSaved={(message) => { setSaved(message); void muat.reload(); }} />
                      : <Text size="2" color="gray">{p.jumlah_bukti >= data.maks_bukti ? t('bukti.penuh', { jumlah: p.jumlah_bukti }) : t('bukti.akan_datang')}</Text>}
                  </Box>
                ) },
              ]} />
            )}
          </>
        )}
      </LoadState>
    </PageBody>
  );
}

/** The proof list of a short-semester class (route ids bukti-mengajar-sp, bukti-mengajar-sp-koordinator). */
export const BuktiMengajarSemesterPendekPage = () => <BuktiMengajarPage pendek />;
