import { Flex, Select, Tabs, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTanggal, LoadState, useLoad, type Load } from '../../../../core/client';
import { getRiwayatMembimbing, getRiwayatMengajar, getRiwayatMenguji } from '../../api';
import { Daftar } from './Daftar';

/** A history list of one tab: its spinner or error, else the table. */
function Muat<T>({ load, children }: { load: Load<T>; children: (data: T) => React.ReactNode }) {
  return <LoadState status={load.status} error={load.error} retry={() => void load.reload()}>{load.data ? children(load.data) : null}</LoadState>;
}

/** Teaching (master_data.kelas), supervision and examining (uaps, when enabled) history in three tabs. */
export function Riwayat() {
  const { t } = useTranslation('lecturer');
  const mengajar = useLoad(async () => (await getRiwayatMengajar()).data);
  const membimbing = useLoad(getRiwayatMembimbing);
  const menguji = useLoad(getRiwayatMenguji);
  const [semester, setSemester] = useState('semua');
  const semesters = [...new Map((mengajar.data ?? []).map((r) => [String(r.id_semester_registrasi), r.nama_semester_registrasi])).entries()];
  const tidakTersedia = <Text as="p" color="gray" size="2">{t('halaman.kosong.tidak_tersedia')}</Text>;
  return (
    <Tabs.Root defaultValue="mengajar">
      <Tabs.List>
        <Tabs.Trigger value="mengajar">{t('halaman.mengajar')}</Tabs.Trigger>
        <Tabs.Trigger value="membimbing">{t('halaman.membimbing')}</Tabs.Trigger>
        <Tabs.Trigger value="menguji">{t('halaman.menguji')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="mengajar" style={{ paddingTop: 12 }}>
        <Flex align="center" gap="2" mb="3">
          <Text size="2" weight="medium">{t('field.semester')}</Text>
          <Select.Root value={semester} onValueChange={setSemester}>
            <Select.Trigger aria-label={t('field.semester')} />
            <Select.Content>
              <Select.Item value="semua">{t('halaman.semua_semester')}</Select.Item>
              {semesters.map(([id, nama]) => <Select.Item key={id} value={id}>{nama}</Select.Item>)}
            </Select.Content>
          </Select.Root>
        </Flex>
        <Muat load={mengajar}>
          {(all) => (
            <Daftar rows={semester === 'semua' ? all : all.filter((r) => String(r.id_semester_registrasi) === semester)} rowKey={(r) => r.id_kelas} empty={t('halaman.kosong.mengajar')} columns={[
              [t('field.semester'), (r) => r.nama_semester_registrasi], [t('field.mata_kuliah'), (r) => `${r.kode_mata_kuliah} ${r.nama_mata_kuliah}`],
              [t('field.kelas'), (r) => r.nama_kelas], [t('field.sks'), (r) => r.sks], [t('field.prodi'), (r) => r.nama_prodi],
            ]} />
          )}
        </Muat>
      </Tabs.Content>
      <Tabs.Content value="membimbing" style={{ paddingTop: 12 }}>
        <Muat load={membimbing}>
          {(res) => (res.tersedia ? (
            <Daftar rows={res.data} rowKey={(r) => `${r.id_tugas_akhir}-${r.peran}-${r.tanggal_surat}`} empty={t('halaman.kosong.membimbing')} columns={[
              [t('field.nim'), (r) => r.nim], [t('field.mahasiswa'), (r) => r.nama_mahasiswa], [t('field.judul'), (r) => r.judul],
              [t('field.peran'), (r) => t(`peran.${r.peran}`, { defaultValue: r.peran })], [t('field.keadaan'), (r) => t(`keadaan.${r.keadaan}`, { defaultValue: r.keadaan })],
              [t('field.tanggal_surat'), (r) => formatTanggal(r.tanggal_surat)],
            ]} />
          ) : tidakTersedia)}
        </Muat>
      </Tabs.Content>
      <Tabs.Content value="menguji" style={{ paddingTop: 12 }}>
        <Muat load={menguji}>
          {(res) => (res.tersedia ? (
            <Daftar rows={res.data} rowKey={(r) => `${r.jenis}-${r.id}`} empty={t('halaman.kosong.menguji')} columns={[
              [t('field.jenis'), (r) => t(`ujian.${r.jenis}`)], [t('field.nim'), (r) => r.nim], [t('field.mahasiswa'), (r) => r.nama_mahasiswa],
              [t('field.judul'), (r) => r.judul], [t('field.tanggal'), (r) => formatTanggal(r.tanggal)],
              [t('field.hasil'), (r) => (r.hasil ? t(`hasil.${r.hasil}`, { defaultValue: r.hasil }) : '-')],
            ]} />
          ) : tidakTersedia)}
        </Muat>
      </Tabs.Content>
    </Tabs.Root>
  );
}
