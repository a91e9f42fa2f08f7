import { Badge, Button, Callout, Heading, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { errorMessages, PageBody, PageHeader, PageSpinner, TabelData } from '../../../core/client';
import { getKuesioner, postKuesioner } from '../api';
import type { IsiKuesionerBody, KelasDinilai, KomentarIsian, KuesionerMahasiswa } from '../schemas';
import { createLoadStore, createSubmitStore } from '../store';
import { LikertForm } from './components/LikertForm';
import { SaveOutcome as Pesan } from '../../../core/client';

/**
 * /kuesioner-mahasiswa (mhs00, our path; no menu entry, the /beranda card opens it): the classes
 * of the student's KRS in the active semester, each rated once on the questionnaire's questions.
 */
export default function KuesionerMahasiswaPage() {
  const { t } = useTranslation('questionnaire');
  const [store] = useState(() => createLoadStore(getKuesioner));
  const [submit] = useState(createSubmitStore);
  const snap = useSnapshot(store.state);
  const sent = useSnapshot(submit.state);
  const [dipilih, setDipilih] = useState<KelasDinilai | null>(null);
  useEffect(() => void store.load(), [store]);

  const data = snap.data as KuesionerMahasiswa | null;
  const kirim = async (jawaban: IsiKuesionerBody['jawaban'], komentar: KomentarIsian[]) => {
    if (!dipilih) return;
    const res = await submit.run(() => postKuesioner({ id_kelas: dipilih.id_kelas, jawaban, ...(komentar.length ? { komentar } : {}) }));
    if (res) {
      setDipilih(null);
      await store.load();
    }
  };

  return (
    <PageBody>
      <PageHeader title={t('mahasiswa.judul')} caption={t('mahasiswa.keterangan')} />
      {snap.status === 'error' && (
        <Callout.Root color="red" role="alert" mb="3"><Callout.Text>{errorMessages(snap.error).join(' ')}</Callout.Text></Callout.Root>
      )}
      {!data && snap.status !== 'error' && <PageSpinner />}
      {data && !data.kuesioner && <Text as="p" color="gray">{t('mahasiswa.tidak_ada')}</Text>}
      {data?.kuesioner && (
        <>
          <Heading as="h2" size="3" mb="1">{data.kuesioner.judul}</Heading>
          <Text as="p" size="2" color="gray" mb="3">{data.kuesioner.petunjuk}</Text>
          {!dipilih && <Pesan error={sent.error} saved={sent.message} />}
          {data.kelas.length === 0 && <Text as="p" color="gray">{t('mahasiswa.tanpa_kelas')}</Text>}
          {data.kelas.length > 0 && data.belum_diisi === 0 && <Text as="p" mb="3">{t('mahasiswa.semua_selesai')}</Text>}
          {dipilih ? (
            <section aria-label={t('mahasiswa.form_judul', { mata_kuliah: dipilih.nama_mata_kuliah, kelas: dipilih.nama_kelas })}>
              <Heading as="h2" size="4" mb="1">{t('mahasiswa.form_judul', { mata_kuliah: dipilih.nama_mata_kuliah, kelas: dipilih.nama_kelas })}</Heading>
              <Text as="p" size="2" color="gray" mb="3">{dipilih.nama_dosen}</Text>
              <Pesan error={sent.error} saved={null} />
              <LikertForm soal={data.soal} sending={sent.sending} onSubmit={(j, c) => void kirim(j, c)} onCancel={() => setDipilih(null)} />
            </section>
          ) : data.kelas.length > 0 && (
            <TabelData nama={t('mahasiswa.judul')} rows={data.kelas} rowKey={(k) => k.id_kelas} columns={[
              { key: 'mata_kuliah', header: t('kolom.mata_kuliah'), rowHeader: true, cell: (k) => `${k.kode_mata_kuliah} ${k.nama_mata_kuliah}` },
              { key: 'nama_kelas', header: t('kolom.kelas') },
              { key: 'nama_dosen', header: t('kolom.dosen') },
              { key: 'status', header: t('kolom.status'), cell: (k) => <Badge color={k.sudah_diisi ? 'green' : 'amber'}>{k.sudah_diisi ? t('status.sudah') : t('status.belum')}</Badge> },
              { key: 'aksi', header: '', cell: (k) => (k.sudah_diisi ? null : (
                <Button size="1" onClick={() => { submit.state.message = null; submit.state.error = null; setDipilih(k); }} aria-label={`${t('aksi.isi')} ${k.nama_mata_kuliah} ${k.nama_kelas}`}>{t('aksi.isi')}</Button>
              )) },
            ]} />
          )}
        </>
      )}
    </PageBody>
  );
}
