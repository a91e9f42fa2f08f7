import { Box, Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTanggal, useKirim } from '../../../core/client';
import { getTautanBimbingan, validasiTautanBimbingan } from '../api';
import type { BimbinganPublik } from '../schemas';
import { messageOf } from './components/messages';
import { StatusBadge } from './components/StatusBadge';
import { tampilWaktu } from './components/tampil';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'shown'; data: BimbinganPublik } | { kind: 'done'; message: string };

/** /validasi/s/bimbingan?token=: a supervisor validates a session from a one-time link, without logging in. Opening it changes nothing. */
export default function ValidasiBimbinganPublikPage() {
  const { t } = useTranslation('uaps');
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const { busy, kirim } = useKirim();

  useEffect(() => {
    if (!token) { setState({ kind: 'error', message: t('galat.tautan_tidak_berlaku') }); return; }
    getTautanBimbingan(token).then((data) => setState({ kind: 'shown', data })).catch((e) => setState({ kind: 'error', message: messageOf(e) ?? t('halaman.gagal_memuat') }));
  }, [token, t]);

  const validate = async () => {
    const kiriman = await kirim(async () => setState({ kind: 'done', message: (await validasiTautanBimbingan(token)).message }));
    if ('error' in kiriman) setState({ kind: 'error', message: messageOf(kiriman.error) ?? t('halaman.gagal_memuat') });
  };

  return (
    <Flex justify="center" p="4">
      <Card size="3" style={{ maxWidth: 560, width: '100%' }}>
        <Heading as="h1" size="5" mb="3">{t('halaman.publik_judul')}</Heading>
        {state.kind === 'loading' ? <Flex gap="2" role="status"><Spinner /><Text>{t('halaman.memuat')}</Text></Flex> : null}
        {state.kind === 'error' ? <Callout.Root color="red" role="alert"><Callout.Text>{state.message}</Callout.Text></Callout.Root> : null}
        {state.kind === 'done' ? <Callout.Root color="green" role="status"><Callout.Text>{state.message}</Callout.Text></Callout.Root> : null}
        {state.kind === 'shown' ? (
          <Flex direction="column" gap="2">
            <Row label={t('halaman.mahasiswa')} value={`${state.data.nim} — ${state.data.nama_mahasiswa}`} />
            <Row label={t('halaman.judul')} value={state.data.judul} />
            <Row label={t('halaman.pembimbing')} value={state.data.nama_dosen} />
            <Row label={t('halaman.tanggal')} value={formatTanggal(state.data.tanggal)} />
            <Row label={t('halaman.topik')} value={state.data.topik} />
            <Row label={t('halaman.catatan')} value={state.data.catatan || '-'} />
            <Flex gap="2" align="center"><Text size="2" weight="bold">{t('halaman.status')}:</Text><StatusBadge status={state.data.status} /></Flex>
            <Text size="1" color="gray">{t('halaman.berlaku_sampai', { waktu: tampilWaktu(state.data.kedaluwarsa) })}</Text>
            <Box mt="2"><Button disabled={busy} onClick={() => void validate()}>{t('halaman.validasi_bimbingan')}</Button></Box>
          </Flex>
        ) : null}
      </Card>
    </Flex>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return <Text size="2"><Text weight="bold">{label}:</Text> {value}</Text>;
}
