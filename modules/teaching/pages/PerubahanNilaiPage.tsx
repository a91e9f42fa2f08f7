import { Badge, Button, Callout, Heading, Section, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DuaBaris, formatTanggal, LoadState, PageBody, PageHeader, TabelData, useLoad } from '../../../core/client';
import { getJadwalPerubahanNilai } from '../api';
import { useTeachingHref } from './components/links';

/**
 * /akademik/perubahan-nilai (dsn00) and /jadwal-mengajar/perubahan-nilai (kor00): every semester
 * whose grade-change period is open today, each with the lecturer's classes and their change count;
 * a row opens the class's change page. Without an open period the page says so, and when the next one begins.
 */
export default function PerubahanNilaiPage() {
  const { t } = useTranslation('teaching');
  const muat = useLoad(() => getJadwalPerubahanNilai(), []);
  const hrefUbah = useTeachingHref('input-perubahan-nilai');
  const d = muat.data;

  return (
    <PageBody>
      <PageHeader title={t('perubahan.judul')} caption={t('perubahan.keterangan')} />
      <LoadState status={muat.status} error={muat.error} retry={() => void muat.reload()}>
        {d && d.data.length === 0 && (
          <Callout.Root color="amber">
            <Callout.Text>{t('perubahan.tidak_ada')}</Callout.Text>
            {d.berikutnya && (
              <Callout.Text>
                {t('perubahan.berikutnya', {
                  semester: d.berikutnya.semester.nama_semester_registrasi, mulai: formatTanggal(d.berikutnya.mulai), selesai: formatTanggal(d.berikutnya.selesai),
                })}
              </Callout.Text>
            )}
          </Callout.Root>
        )}
        {d?.data.map((s) => (
          <Section key={s.semester.id_semester_registrasi} size="1" aria-label={s.semester.nama_semester_registrasi}>
            <Heading as="h2" size="4" mb="1">{s.semester.nama_semester_registrasi}</Heading>
            <Text as="p" size="2" color="gray" mb="2">
              {t('perubahan.periode', { mulai: formatTanggal(s.perubahan_nilai.mulai), selesai: formatTanggal(s.perubahan_nilai.selesai) })}
            </Text>
            {s.kelas.length === 0 ? <Text color="gray">{t('perubahan.kosong_semester')}</Text> : (
              <TabelData nama={s.semester.nama_semester_registrasi} rows={s.kelas} rowKey={(k) => k.id_kelas} columns={[
                { key: 'mata_kuliah', header: t('kolom.mata_kuliah'), rowHeader: true, cell: (k) => <DuaBaris tebal utama={k.nama_mata_kuliah} keterangan={k.kode_mata_kuliah} /> },
                { key: 'sks', header: t('kolom.sks') },
                { key: 'nama_kelas', header: t('kolom.kelas') },
                { key: 'jumlah_mahasiswa', header: t('kolom.mahasiswa') },
                { key: 'nilai', header: t('kolom.nilai'), cell: (k) => t('perubahan.dinilai', { dinilai: k.jumlah_dinilai, jumlah: k.jumlah_mahasiswa }) },
                { key: 'perubahan', header: t('menu.perubahan'), cell: (k) => (k.jumlah_perubahan > 0
                  ? <Badge color="blue">{t('perubahan.jumlah_perubahan', { jumlah: k.jumlah_perubahan })}</Badge>
                  : <Text size="2" color="gray">{t('perubahan.belum_ada_perubahan')}</Text>) },
                { key: 'aksi', header: '', cell: (k) => {
                  const href = hrefUbah({ idSemesterRegistrasi: k.id_semester_registrasi, idMataKuliah: k.id_mata_kuliah, idKelas: k.id_kelas });
                  return href && k.jumlah_mahasiswa > 0 ? <Button asChild size="1" variant="soft"><Link href={href}>{t('aksi.ubah_nilai')}</Link></Button> : null;
                } },
              ]} />
            )}
          </Section>
        ))}
      </LoadState>
    </PageBody>
  );
}
