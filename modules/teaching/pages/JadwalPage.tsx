import { Badge, Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { displayValue, DuaBaris, formatTanggal, LoadState, PageBody, PageHeader, TabelData, useLoad } from '../../../core/client';
import { formatRentangJam } from '../../../core/contract/format';
import { getJadwalMengajar, getJadwalMengajarSp } from '../api';
import { useInputNilaiHref, useTeachingHref } from './components/links';
import { UsulanSemesterPendek } from './components/UsulanSemesterPendek';

/**
 * /akademik/jadwal (dsn00) and /jadwal-mengajar/jadwal (kor00): the classes taught this semester;
 * each row opens its grade input, its course's teaching material and its teaching proof.
 * `pendek` (/akademik/jadwal-semester-pendek, /jadwal-mengajar/jadwal-semester-pendek): the same for
 * the latest short semester, rows opening the short-semester grade input and proof pages, followed
 * by the lecturer's course proposals for the coming short semester.
 */
export default function JadwalPage({ pendek = false }: { pendek?: boolean }) {
  const { t } = useTranslation('teaching');
  const muat = useLoad(() => (pendek ? getJadwalMengajarSp() : getJadwalMengajar()), [pendek]);
  const hrefInput = useInputNilaiHref(pendek);
  const hrefBahan = useTeachingHref('bahan-ajar');
  const hrefBukti = useTeachingHref('bukti-mengajar', pendek);
  const teks = pendek ? 'sp' : 'jadwal';
  const jadwal = muat.data;
  const rows = jadwal?.data ?? [];

  return (
    <PageBody>
      <PageHeader title={t(`${teks}.judul`)} caption={jadwal ? t(`${teks}.keterangan`, { semester: jadwal.semester.nama_semester_registrasi }) : undefined} />
      <LoadState status={muat.status} error={muat.error} retry={() => void muat.reload()}>
        {jadwal && (
          <Callout.Root color={jadwal.input_nilai.dibuka ? 'blue' : 'amber'} mb="3">
            <Callout.Text>
              {jadwal.input_nilai.dibuka
                ? t('jadwal.input_dibuka', { mulai: formatTanggal(jadwal.input_nilai.mulai), selesai: formatTanggal(jadwal.input_nilai.selesai) })
                : t('jadwal.input_ditutup', { alasan: displayValue(jadwal.input_nilai.alasan) })}
            </Callout.Text>
          </Callout.Root>
        )}
        {rows.length === 0 ? <Text color="gray">{t(`${teks}.kosong`)}</Text> : (
          <TabelData nama={t(`${teks}.judul`)} rows={rows} rowKey={(k) => k.id_kelas} columns={[
            { key: 'mata_kuliah', header: t('kolom.mata_kuliah'), rowHeader: true, cell: (k) => <DuaBaris tebal utama={k.nama_mata_kuliah} keterangan={k.kode_mata_kuliah} /> },
            { key: 'sks', header: t('kolom.sks') },
            { key: 'nama_kelas', header: t('kolom.kelas') },
            { key: 'jadwal', header: t('kolom.jadwal'), cell: (k) => (
              <DuaBaris utama={k.hari ? `${t(`hari.${k.hari}`)}, ${formatRentangJam(k.jam_mulai, k.jam_selesai)}` : '-'} keterangan={displayValue(k.nama_ruang)} />
            ) },
            { key: 'jumlah_mahasiswa', header: t('kolom.mahasiswa') },
            { key: 'pertemuan', header: t('kolom.pertemuan'), cell: (k) => `${k.pertemuan_terlaksana} / ${k.pertemuan_direncanakan}` },
            { key: 'nilai', header: t('kolom.nilai'), cell: (k) => (
              k.jumlah_mahasiswa === 0 ? <Badge color="gray">{t('status.tanpa_mahasiswa')}</Badge>
                : k.divalidasi ? <Badge color="green">{t('status.divalidasi')}</Badge>
                : k.nilai_lengkap ? <Badge color="blue">{t('status.lengkap')}</Badge>
                  : <Badge color="amber">{t('status.belum_lengkap', { dinilai: k.jumlah_dinilai, jumlah: k.jumlah_mahasiswa })}</Badge>
            ) },
            { key: 'aksi', header: '', cell: (k) => {
              const href = hrefInput({ idSemesterRegistrasi: k.id_semester_registrasi, idMataKuliah: k.id_mata_kuliah, idKelas: k.id_kelas });
              const bahan = hrefBahan({ idMataKuliah: k.id_mata_kuliah });
              // The spec's path carries the weekday; 0 for a class without a weekly meeting.
              const bukti = hrefBukti({ idMataKuliah: k.id_mata_kuliah, idKelas: k.id_kelas, hari: k.hari ?? 0, idSemester: k.id_semester_registrasi });
              return (
                <Flex gap="1" direction={{ initial: 'row', sm: 'column' }} wrap="wrap" align="start">
                  {href && <Button asChild size="1" variant="soft"><Link href={href}>{t('aksi.input_nilai')}</Link></Button>}
                  {bahan && <Button asChild size="1" variant="soft" color="gray"><Link href={bahan}>{t('aksi.bahan_ajar')}</Link></Button>}
                  {bukti && <Button asChild size="1" variant="soft" color="gray"><Link href={bukti}>{t('aksi.bukti_mengajar')}</Link></Button>}
                </Flex>
              );
            } },
          ]} />
        )}
      </LoadState>
      {pendek && <UsulanSemesterPendek />}
    </PageBody>
  );
}

/** The short-semester schedule (route ids jadwal-sp, jadwal-sp-koordinator). */
export const JadwalSemesterPendekPage = () => <JadwalPage pendek />;
