import { Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageBody, PageHeader } from '../../../core/client';
import { getStatistikDosen, getStatistikMahasiswa } from '../api';
import type { Statistik } from '../schemas';
import { formatRata, hrefOf } from './components/links';

/** One survey's card: its questionnaire, respondents and overall mean (when loaded), and the link to its page. */
function SurveiCard({ title, caption, href, load }: { title: string; caption: string; href: string; load: () => Promise<Statistik> }) {
  const { t } = useTranslation('questionnaire');
  const [data, setData] = useState<Statistik | null>(null);
  useEffect(() => {
    let live = true;
    load().then((s) => live && setData(s)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [load]);
  return (
    <Card>
      <Flex direction="column" gap="2">
        <Heading as="h2" size="3">{title}</Heading>
        <Text size="2" color="gray">{caption}</Text>
        {data && (
          <Text size="2">
            {data.kuesioner
              ? `${data.kuesioner.nama_semester_registrasi} · ${t('staf.pengisi', { jumlah: data.jumlah_lembar })} · ${t('staf.rata_rata_total', { nilai: formatRata(data.rata_rata) })}`
              : t('staf.tidak_ada')}
          </Text>
        )}
        <Button asChild variant="soft"><Link href={href} aria-label={`${t('aksi.lihat')} ${title}`}>{t('aksi.lihat')}</Link></Button>
      </Flex>
    </Card>
  );
}

const muatMahasiswa = () => getStatistikMahasiswa();
const muatDosen = () => getStatistikDosen();

/** /kuesioner (aka00-02): the two questionnaire surveys of the staff member's programmes. */
export default function KuesionerPage() {
  const { t } = useTranslation('questionnaire');
  return (
    <PageBody>
      <PageHeader title={t('staf.judul')} caption={t('staf.keterangan')} />
      <Grid columns={{ initial: '1', md: '2' }} gap="4">
        <SurveiCard title={t('staf.survei_mahasiswa')} caption={t('staf.survei_mahasiswa_keterangan')} href={hrefOf('survei-mahasiswa')} load={muatMahasiswa} />
        <SurveiCard title={t('staf.survei_dosen')} caption={t('staf.survei_dosen_keterangan')} href={hrefOf('survei-dosen')} load={muatDosen} />
      </Grid>
    </PageBody>
  );
}
