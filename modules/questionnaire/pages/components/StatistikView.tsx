import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { errorMessages, PageBody, PageHeader, PageSpinner, SaringSemesterProdi, useKirim, type SaringPilihan } from '../../../../core/client';
import { getKomentarDosen, getKomentarProdi, simpanBerkas } from '../../api';
import type { Statistik, StatistikQuery } from '../../schemas';
import { createLoadStore } from '../../store';
import { formatRata } from './links';
import { RataPerKelompok } from './RataPerKelompok';
import { StatistikSoalTable } from './StatistikSoalTable';

const queryOf = (saring: SaringPilihan): StatistikQuery => ({ id_semester_registrasi: saring.id_semester, id_prodi: saring.id_prodi });

/**
 * A survey page of the programme staff: the statistics per question (answers, mean, counts of
 * 1..5) of their akses_prodi or one programme of it, in the active semester or an earlier one with a
 * questionnaire, the means and comments per lecturer (students' questionnaire) or per programme
 * (lecturers', decision 0042), and the XLSX download of the same choice.
 */
export function StatistikView({ title, caption, load, unduh, namaBerkas }: {
  title: string;
  caption: string;
  load: (query: StatistikQuery) => Promise<Statistik>;
  unduh: (query: StatistikQuery) => Promise<Blob>;
  namaBerkas: string;
}) {
  const { t } = useTranslation('questionnaire');
  const [saring, setSaring] = useState<SaringPilihan>({});
  // The store's fetcher reads the latest choice; the state drives the pickers.
  const pilihan = useRef(saring);
  const [store] = useState(() => createLoadStore(() => load(queryOf(pilihan.current))));
  const snap = useSnapshot(store.state);
  const [gagal, setGagal] = useState<unknown>(null);
  const { busy: mengunduh, kirim } = useKirim();
  useEffect(() => void store.load(), [store]);

  const terapkan = (baru: SaringPilihan) => {
    pilihan.current = baru;
    setSaring(baru);
    setGagal(null);
    void store.load();
  };
  const download = async () => {
    const kiriman = await kirim(async () => {
      setGagal(null);
      simpanBerkas(await unduh(queryOf(pilihan.current)), namaBerkas);
    });
    if ('error' in kiriman) setGagal((kiriman.error as { data?: unknown })?.data ?? kiriman.error);
  };

  const data = snap.data as Statistik | null;
  const semester = data?.kuesioner?.id_semester_registrasi;
  return (
    <PageBody>
      <PageHeader title={title} caption={caption} />
      {data && data.pilihan.semester.length > 0 && (
        <Flex gap="3" mb="3" wrap="wrap">
          <SaringSemesterProdi saring={saring} semester={data.kuesioner ?? undefined} semesterPilihan={[...data.pilihan.semester]}
            prodi={[...data.pilihan.prodi]} ubah={terapkan} />
        </Flex>
      )}
      {snap.status === 'error' && (
        <Callout.Root color="red" role="alert" mb="3"><Callout.Text>{errorMessages(snap.error).join(' ') || t('galat.tidak_ada_kuesioner')}</Callout.Text></Callout.Root>
      )}
      {!data && snap.status !== 'error' && <PageSpinner />}
      {data && !data.kuesioner && <Text as="p" color="gray">{t('staf.tidak_ada')}</Text>}
      {data?.kuesioner && (
        <>
          <Flex justify="between" align="center" gap="3" mb="3" wrap="wrap">
            <div>
              <Heading as="h2" size="3">{data.kuesioner.judul}</Heading>
              <Text size="2" color="gray">{`${data.kuesioner.nama_semester_registrasi} · ${t('staf.pengisi', { jumlah: data.jumlah_lembar })} · ${t('staf.rata_rata_total', { nilai: formatRata(data.rata_rata) })}`}</Text>
            </div>
            <Button onClick={() => void download()} disabled={mengunduh}>{t('aksi.unduh')}</Button>
          </Flex>
          {gagal != null && <Callout.Root color="red" role="alert" mb="3"><Callout.Text>{errorMessages(gagal).join(' ') || t('aksi.coba_lagi')}</Callout.Text></Callout.Root>}
          <StatistikSoalTable soal={data.soal} label={t('staf.judul')} sebaran />
          {data.dosen && data.dosen.length > 0 && (
            // Keyed by the choice: a comment list opened for another semester or programme closes.
            <RataPerKelompok key={`${semester}-${saring.id_prodi ?? ''}`} judul={t('staf.per_dosen')} kolom={t('kolom.dosen')}
              baris={data.dosen.map((d) => ({ ...d, id: d.id_dosen, nama: d.nama_dosen }))}
              muatKomentar={(id, page) => getKomentarDosen({ id_dosen: id, id_semester_registrasi: semester, id_prodi: saring.id_prodi, page })} />
          )}
          {data.prodi && data.prodi.length > 0 && (
            <RataPerKelompok key={`${semester}-${saring.id_prodi ?? ''}`} judul={t('staf.per_prodi')} keterangan={t('staf.per_prodi_keterangan')} kolom={t('kolom.prodi')}
              baris={data.prodi.map((p) => ({ ...p, id: p.id_prodi, nama: p.nama_prodi }))} keteranganKomentar={t('komentar.keterangan_dosen')}
              muatKomentar={(id, page) => getKomentarProdi({ id_prodi: id, id_semester_registrasi: semester, page })} />
          )}
        </>
      )}
    </PageBody>
  );
}
