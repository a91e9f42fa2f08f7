import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { formatTanggal, LoadState, PageBody, PageHeader, SaveOutcome, useLoad } from '../../../core/client';
import { formatJam } from '../../../core/contract/format';
import { getKelolaDetail } from '../api-kelola';
import type { KuesionerDetail } from '../schemas-kelola';
import { DrafForm } from './components/DrafForm';
import { hrefOf } from './components/links';
import { StatusAksi } from './components/StatusAksi';
import { StatusBadge } from './components/StatusBadge';

function Riwayat({ kuesioner }: { kuesioner: KuesionerDetail }) {
  const { t } = useTranslation('questionnaire');
  return (
    <Flex direction="column" gap="1" mt="4">
      <Heading as="h2" size="3">{t('kelola.riwayat')}</Heading>
      {kuesioner.riwayat.map((r, i) => (
        <Text key={i} size="2">
          {r.dari === null ? t('kelola.riwayat_dibuat', { ke: t(`status_kuesioner.${r.ke}`) }) : t('kelola.riwayat_ubah', { dari: t(`status_kuesioner.${r.dari}`), ke: t(`status_kuesioner.${r.ke}`) })}
          {' · '}{`${formatTanggal(r.waktu.slice(0, 10))} ${formatJam(r.waktu.slice(11))} WIB`}
          {r.nama_user ? ` · ${t('kelola.oleh', { nama: r.nama_user })}` : ''}
        </Text>
      ))}
    </Flex>
  );
}

/** The questions of a questionnaire that is no draft any more, read-only. */
function SoalTetap({ kuesioner }: { kuesioner: KuesionerDetail }) {
  const { t } = useTranslation('questionnaire');
  return (
    <Flex direction="column" gap="2">
      <Callout.Root color="gray"><Callout.Text>{t('kelola.terkunci')}</Callout.Text></Callout.Root>
      <Text size="2" color="gray">{kuesioner.petunjuk}</Text>
      <Heading as="h2" size="3">{t('kelola.soal_judul')}</Heading>
      <ol>
        {kuesioner.soal.map((s) => <li key={s.id_soal}><Text size="2"><Text color="gray">{s.kategori}</Text> — {s.pertanyaan}{s.tipe === 'komentar' && <Text color="gray">{` (${t('tipe_soal.komentar')})`}</Text>}</Text></li>)}
      </ol>
    </Flex>
  );
}

/**
 * /kelola-kuesioner/:id_kuesioner (adm00; decision 0025): one questionnaire. A draft's title and
 * questions are edited here and saved whole; the state buttons publish, close, reopen, or turn a
 * questionnaire nobody filled back into a draft; the history lists every transition.
 */
export default function KelolaKuesionerDetailPage() {
  const { t } = useTranslation('questionnaire');
  const { id_kuesioner } = useParams<{ id_kuesioner: string }>();
  const id = Number(id_kuesioner);
  const muat = useLoad(() => getKelolaDetail(id), [id]);
  const [pesan, setPesan] = useState<{ error: unknown; saved: string | null }>({ error: null, saved: null });
  const [dirty, setDirty] = useState(false);
  const [, navigate] = useLocation();
  const k = muat.data;
  const hasil = (data: KuesionerDetail, message: string) => {
    muat.setData(data);
    setPesan({ error: null, saved: message });
  };

  return (
    <PageBody>
      <PageHeader title={k ? k.judul : t('kelola.judul')} caption={k ? `${t(`jenis.${k.jenis}`)} · ${k.nama_semester_registrasi}` : undefined} />
      <Flex mb="3"><Button asChild variant="ghost"><Link href={hrefOf('kelola')}>{t('kelola.kembali')}</Link></Button></Flex>
      <SaveOutcome error={pesan.error} saved={pesan.saved} />
      <LoadState status={muat.status === 'loading' && k ? 'success' : muat.status} error={muat.error} retry={() => void muat.reload()}>
        {k && (
          <>
            <Card mb="4">
              <Flex gap="3" align="center" wrap="wrap" justify="between">
                <Flex gap="2" align="center">
                  <StatusBadge status={k.status} />
                  <Text size="2">{t('kelola.lembar', { jumlah: k.jumlah_lembar })}</Text>
                </Flex>
                <StatusAksi kuesioner={k} dirty={dirty} onHasil={hasil} onGagal={(error) => { setPesan({ error, saved: null }); void muat.reload(); }}
                  onTerhapus={() => navigate(hrefOf('kelola'))} />
              </Flex>
            </Card>
            {k.status === 'draf' && k.jumlah_lembar === 0
              ? <DrafForm key={k.versi} kuesioner={k} onTersimpan={hasil} onDirty={setDirty} />
              : <SoalTetap kuesioner={k} />}
            <Riwayat kuesioner={k} />
          </>
        )}
      </LoadState>
    </PageBody>
  );
}
