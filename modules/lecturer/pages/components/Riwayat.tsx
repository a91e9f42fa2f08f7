import { Button, Flex, Tabs, Text, TextField } from '@radix-ui/themes';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, formatTanggal, PagedList } from '../../../../core/client';
import type { Paged } from '../../../../core/contract/api';
import { PAGE_SIZE } from '../../../../core/contract/constants';
import { getRiwayatMembimbing, getRiwayatMengajar, getRiwayatMenguji } from '../../api';
import type { RiwayatMembimbing, RiwayatMengajar, RiwayatMenguji, SemesterMengajar } from '../../schemas';

/** The list's filter (`pilih`: semester, state or kind) and search text. */
type Saringan = { pilih?: string; cari?: string };

/**
 * A history list paged by the server (10 per page, the spec's supervision-history size): the store,
 * loaded once on mount, and `saring` that applies a filter or search from page 1. `onResult` sees
 * each answer (the semesters taught, whether uaps is enabled).
 */
function useRiwayat<T, R extends Paged<T>>(fetch: (q: Saringan & { page: number; per_page: number }) => Promise<R>, onResult: (r: R) => void) {
  const saringan = useRef<Saringan>({});
  const [store] = useState(() => createListStore<T>(async ({ page, perPage }) => {
    const r = await fetch({ ...saringan.current, page, per_page: perPage });
    onResult(r);
    return r;
  }, { perPage: PAGE_SIZE.SUPERVISION_HISTORY }));
  useEffect(() => { void store.load(1); }, [store]);
  const saring = useCallback((patch: Saringan) => {
    saringan.current = { ...saringan.current, ...patch };
    void store.load(1);
  }, [store]);
  return { store, saring };
}

/** A list's filter (a native select whose empty value is 'all') and its search box. */
function Saring({ label, semua, options, placeholder, onSaring }: {
  label: string; semua: string; options: Array<{ value: string; label: string }>; placeholder: string; onSaring: (patch: Saringan) => void;
}) {
  const { t } = useTranslation('lecturer');
  const [cari, setCari] = useState('');
  const kirim = (e: FormEvent) => {
    e.preventDefault();
    onSaring({ cari: cari.trim() || undefined });
  };
  return (
    <form onSubmit={kirim} role="search">
      <Flex gap="3" align="end" wrap="wrap" mb="3">
        <label><Text as="div" size="2" weight="medium" mb="1">{label}</Text>
          <select aria-label={label} onChange={(e) => onSaring({ pilih: e.target.value || undefined })} style={{ padding: 6, borderRadius: 4 }}>
            <option value="">{semua}</option>
            {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select></label>
        <label><Text as="div" size="2" weight="medium" mb="1">{t('halaman.cari')}</Text>
          <TextField.Root value={cari} onChange={(e) => setCari(e.target.value)} maxLength={100} placeholder={placeholder} aria-label={placeholder} /></label>
        <Button type="submit" variant="soft">{t('halaman.cari')}</Button>
      </Flex>
    </form>
  );
}

/** Teaching (master_data.kelas), supervision and examining (uaps, when enabled) history in three paged tabs. */
export function Riwayat() {
  const { t } = useTranslation('lecturer');
  const [semester, setSemester] = useState<SemesterMengajar[]>([]);
  const [tersedia, setTersedia] = useState({ membimbing: true, menguji: true });
  const mengajar = useRiwayat<RiwayatMengajar, Awaited<ReturnType<typeof getRiwayatMengajar>>>(
    ({ pilih, ...q }) => getRiwayatMengajar({ ...q, id_semester_registrasi: pilih ? Number(pilih) : undefined }), (r) => setSemester(r.semester));
  const membimbing = useRiwayat<RiwayatMembimbing, Awaited<ReturnType<typeof getRiwayatMembimbing>>>(
    ({ pilih, ...q }) => getRiwayatMembimbing({ ...q, keadaan: pilih as never }), (r) => setTersedia((s) => ({ ...s, membimbing: r.tersedia })));
  const menguji = useRiwayat<RiwayatMenguji, Awaited<ReturnType<typeof getRiwayatMenguji>>>(
    ({ pilih, ...q }) => getRiwayatMenguji({ ...q, jenis: pilih as never }), (r) => setTersedia((s) => ({ ...s, menguji: r.tersedia })));
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
