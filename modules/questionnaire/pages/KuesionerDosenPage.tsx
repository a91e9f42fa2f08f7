import { Callout, Heading, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { errorMessages, PageBody, PageHeader, PageSpinner, usePortal } from '../../../core/client';
import { getKuesionerDosen, postKuesionerDosen } from '../api';
import type { KuesionerDosen } from '../schemas';
import { createLoadStore, createSubmitStore } from '../store';
import { LikertForm } from './components/LikertForm';
import { SaveOutcome as Pesan } from '../../../core/client';

/**
 * /kuesioner-dosen (dsn00, kor00): the lecturer questionnaire. After it is sent the session's token
 * is refreshed at once (GET refresh-token), so the new flags_kuesioner = 1 ends the blocking dialog
 * of spec section 2 without a new login.
 */
export default function KuesionerDosenPage() {
  const { t } = useTranslation('questionnaire');
  const { session } = usePortal();
  const [store] = useState(() => createLoadStore(getKuesionerDosen));
  const [submit] = useState(createSubmitStore);
  const snap = useSnapshot(store.state);
  const sent = useSnapshot(submit.state);
  useEffect(() => void store.load(), [store]);

  const data = snap.data as KuesionerDosen | null;
  // Nothing left to answer cleared the flag on the server: a fresh token ends the blocking dialog.
  useEffect(() => {
    if (data?.perlu_refresh_token) void session.refresh();
  }, [data, session]);
  const kirim = async (jawaban: Parameters<typeof postKuesionerDosen>[0]['jawaban'], komentar: Parameters<typeof postKuesionerDosen>[0]['komentar'] = []) => {
    const res = await submit.run(() => postKuesionerDosen({ jawaban, ...(komentar.length ? { komentar } : {}) }));
    if (!res) return;
    if (res.perlu_refresh_token) await session.refresh();
    await store.load();
  };

  return (
    <PageBody>
      <PageHeader title={t('dosen.judul')} caption={t('dosen.keterangan')} />
      {snap.status === 'error' && (
        <Callout.Root color="red" role="alert" mb="3"><Callout.Text>{errorMessages(snap.error).join(' ')}</Callout.Text></Callout.Root>
      )}
      {!data && snap.status !== 'error' && <PageSpinner />}
      {data && !data.kuesioner && <Text as="p" color="gray">{t('dosen.tidak_ada')}</Text>}
      {data?.kuesioner && (
        <>
          <Heading as="h2" size="3" mb="1">{data.kuesioner.judul}</Heading>
          <Text as="p" size="2" color="gray" mb="3">{data.kuesioner.petunjuk}</Text>
          <Pesan error={sent.error} saved={sent.message} />
          {data.sudah_diisi
            ? <Text as="p">{t('dosen.sudah')}</Text>
            : <LikertForm soal={data.soal} sending={sent.sending} onSubmit={(j, c) => void kirim(j, c)} />}
        </>
      )}
    </PageBody>
  );
}
