import { Badge, Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { createListStore, PagedList, PageBody, PageHeader, type PagedColumn } from '../../../core/client';
import { getKelola } from '../api-kelola';
import type { DaftarKuesionerKelola, KuesionerKelola } from '../schemas-kelola';
import { BuatKuesionerDialog } from './components/BuatKuesionerDialog';
import { hrefOf } from './components/links';
import { StatusBadge } from './components/StatusBadge';

/**
 * /kelola-kuesioner (adm00; decision 0025, not a spec page): the questionnaires, newest semester
 * first, 7 a page and optionally one semester's (decision 0032), with their state and their counts
 * of questions and answer sheets; "Buat Kuesioner" makes a draft (optionally copying an earlier
 * one's questions) and opens it.
 */
export default function KelolaKuesionerPage() {
  const { t } = useTranslation('questionnaire');
  const [buat, setBuat] = useState(false);
  const [, navigate] = useLocation();
  const [semester, setSemester] = useState('');
  const filter = useRef('');
  // The semesters and the copy sources come with every page: the dialog needs them whatever is shown.
  const [pilihan, setPilihan] = useState<DaftarKuesionerKelola | null>(null);
  const [store] = useState(() => createListStore<KuesionerKelola>(async ({ page, perPage }) => {
    const res = await getKelola({ page, per_page: perPage, ...(filter.current ? { id_semester_registrasi: Number(filter.current) } : {}) });
    setPilihan(res);
    return res;
  }));
  useEffect(() => void store.load(), [store]);
  const saring = (nilai: string) => {
    setSemester(nilai);
    filter.current = nilai;
    void store.load(1);
  };

  const columns: PagedColumn<KuesionerKelola>[] = [
    { key: 'semester', header: t('kelola.kolom_semester'), cell: (k) => <>{k.nama_semester_registrasi}{k.semester_aktif && <> <Badge color="blue">{t('kelola.aktif')}</Badge></>}</> },
    { key: 'jenis', header: t('kelola.kolom_jenis'), cell: (k) => t(`jenis.${k.jenis}`) },
    { key: 'judul', header: t('kelola.kolom_judul') },
    { key: 'status', header: t('kelola.kolom_status'), cell: (k) => <StatusBadge status={k.status} /> },
    { key: 'jumlah_soal', header: t('kelola.kolom_soal') },
    { key: 'jumlah_lembar', header: t('kelola.kolom_lembar'), cell: (k) => String(k.jumlah_lembar) },
    {
      key: 'buka', header: '', cell: (k) => (
        <Button asChild size="1" variant="soft">
          <Link href={hrefOf('kelola-detail', { id_kuesioner: k.id_kuesioner })} aria-label={t('kelola.buka_label', { judul: k.judul })}>{t('kelola.buka')}</Link>
        </Button>
      ),
    },
  ];

  return (
    <PageBody>
      <PageHeader title={t('kelola.judul')} caption={t('kelola.keterangan')} />
      <Callout.Root color="blue" mb="3"><Callout.Text>{t('kelola.catatan')}</Callout.Text></Callout.Root>
      <Flex justify="between" align="end" gap="3" mb="3" wrap="wrap">
        <label>
          <Text as="div" size="2" mb="1">{t('kelola.filter_semester')}</Text>
          <select value={semester} onChange={(e) => saring(e.target.value)}>
            <option value="">{t('kelola.semua_semester')}</option>
            {pilihan?.semester.map((s) => <option key={s.id_semester_registrasi} value={s.id_semester_registrasi}>{s.nama_semester_registrasi}</option>)}
          </select>
        </label>
        <Button disabled={!pilihan} onClick={() => setBuat(true)}>{t('kelola.buat')}</Button>
      </Flex>
      <PagedList store={store} columns={columns} rowKey={(k) => k.id_kuesioner} />
      {buat && pilihan && (
        <BuatKuesionerDialog daftar={pilihan} onTutup={() => setBuat(false)}
          onDibuat={(k) => navigate(hrefOf('kelola-detail', { id_kuesioner: k.id_kuesioner }))} />
      )}
    </PageBody>
  );
}
