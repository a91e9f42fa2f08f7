import { Tabs, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTanggal, PagedList } from '../../../../core/client';
import { PAGE_SIZE } from '../../../../core/contract/constants';
import { getRiwayatMembimbing, getRiwayatMengajar, getRiwayatMenguji } from '../../api';
import type { RiwayatMembimbing, RiwayatMengajar, RiwayatMenguji, SemesterMengajar } from '../../schemas';
import { Saring, useDaftarTersaring } from './Saring';

/** Teaching (master_data.kelas), supervision and examining (uaps, when enabled) history in three paged tabs. */
export function Riwayat() {
  const { t } = useTranslation('lecturer');
  const [semester, setSemester] = useState<SemesterMengajar[]>([]);
  const [tersedia, setTersedia] = useState({ membimbing: true, menguji: true });
  // 10 per page: the spec's supervision-history size, which the teaching and examining history share.
  const n = PAGE_SIZE.SUPERVISION_HISTORY;
  const mengajar = useDaftarTersaring<RiwayatMengajar, Awaited<ReturnType<typeof getRiwayatMengajar>>>(
    ({ pilih, ...q }) => getRiwayatMengajar({ ...q, id_semester_registrasi: pilih ? Number(pilih) : undefined }), n, (r) => setSemester(r.semester));
  const membimbing = useDaftarTersaring<RiwayatMembimbing, Awaited<ReturnType<typeof getRiwayatMembimbing>>>(
    ({ pilih, ...q }) => getRiwayatMembimbing({ ...q, keadaan: pilih as never }), n, (r) => setTersedia((s) => ({ ...s, membimbing: r.tersedia })));
  const menguji = useDaftarTersaring<RiwayatMenguji, Awaited<ReturnType<typeof getRiwayatMenguji>>>(
    ({ pilih, ...q }) => getRiwayatMenguji({ ...q, jenis: pilih as never }), n, (r) => setTersedia((s) => ({ ...s, menguji: r.tersedia })));
  const tidakTersedia = <Text as="p" color="gray" size="2">{t('halaman.kosong.tidak_tersedia')}</Text>;
  const cariMahasiswa = t('halaman.cari_mahasiswa');
  return (
    <Tabs.Root defaultValue="mengajar">
      <Tabs.List>
        <Tabs.Trigger value="mengajar">{t('halaman.mengajar')}</Tabs.Trigger>
        <Tabs.Trigger value="membimbing">{t('halaman.membimbing')}</Tabs.Trigger>
        <Tabs.Trigger value="menguji">{t('halaman.menguji')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="mengajar" style={{ paddingTop: 12 }}>
        <Saring label={t('field.semester')} semua={t('halaman.semua_semester')} placeholder={t('halaman.cari_mengajar')} onSaring={mengajar.saring}
          options={semester.map((s) => ({ value: String(s.id_semester_registrasi), label: s.nama_semester_registrasi }))} />
        <PagedList store={mengajar.store} rowKey={(r) => r.id_kelas} columns={[
          { key: 'nama_semester_registrasi', header: t('field.semester') },
          { key: 'mata_kuliah', header: t('field.mata_kuliah'), cell: (r) => `${r.kode_mata_kuliah} ${r.nama_mata_kuliah}` },
          { key: 'nama_kelas', header: t('field.kelas') }, { key: 'sks', header: t('field.sks'), align: 'center' }, { key: 'nama_prodi', header: t('field.prodi') },
        ]} />
      </Tabs.Content>
      <Tabs.Content value="membimbing" style={{ paddingTop: 12 }}>
        {tersedia.membimbing ? (
          <>
            <Saring label={t('field.keadaan')} semua={t('halaman.semua_keadaan')} placeholder={cariMahasiswa} onSaring={membimbing.saring}
              options={['berjalan', 'selesai', 'gagal', 'diganti'].map((k) => ({ value: k, label: t(`keadaan.${k}`) }))} />
            <PagedList store={membimbing.store} rowKey={(r) => `${r.id_tugas_akhir}-${r.peran}-${r.tanggal_surat}`} columns={[
              { key: 'nim', header: t('field.nim') }, { key: 'nama_mahasiswa', header: t('field.mahasiswa') }, { key: 'judul', header: t('field.judul') },
              { key: 'peran', header: t('field.peran'), cell: (r) => t(`peran.${r.peran}`, { defaultValue: r.peran }) },
              { key: 'keadaan', header: t('field.keadaan'), cell: (r) => t(`keadaan.${r.keadaan}`, { defaultValue: r.keadaan }) },
              { key: 'tanggal_surat', header: t('field.tanggal_surat'), cell: (r) => formatTanggal(r.tanggal_surat) },
            ]} />
          </>
        ) : tidakTersedia}
      </Tabs.Content>
      <Tabs.Content value="menguji" style={{ paddingTop: 12 }}>
        {tersedia.menguji ? (
          <>
            <Saring label={t('field.jenis')} semua={t('halaman.semua_jenis')} placeholder={cariMahasiswa} onSaring={menguji.saring}
              options={['proposal', 'sidang'].map((k) => ({ value: k, label: t(`ujian.${k}`) }))} />
            <PagedList store={menguji.store} rowKey={(r) => `${r.jenis}-${r.id}`} columns={[
              { key: 'jenis', header: t('field.jenis'), cell: (r) => t(`ujian.${r.jenis}`) }, { key: 'nim', header: t('field.nim') },
              { key: 'nama_mahasiswa', header: t('field.mahasiswa') }, { key: 'judul', header: t('field.judul') },
              { key: 'tanggal', header: t('field.tanggal'), cell: (r) => formatTanggal(r.tanggal) },
              { key: 'hasil', header: t('field.hasil'), cell: (r) => (r.hasil ? t(`hasil.${r.hasil}`, { defaultValue: r.hasil }) : '-') },
            ]} />
          </>
        ) : tidakTersedia}
      </Tabs.Content>
    </Tabs.Root>
  );
}
