import { Badge, Button, Callout, Flex, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { LoadState, PageBody, PageHeader, useLoad } from '../../../core/client';
import { getKelola } from '../api-kelola';
import { BuatKuesionerDialog } from './components/BuatKuesionerDialog';
import { hrefOf } from './components/links';
import { StatusBadge } from './components/StatusBadge';

/**
 * /kelola-kuesioner (adm00; decision 0025, not a spec page): every questionnaire, newest semester
 * first, with its state and its counts of questions and answer sheets; "Buat Kuesioner" makes a draft
 * (optionally copying an earlier one's questions) and opens it.
 */
export default function KelolaKuesionerPage() {
  const { t } = useTranslation('questionnaire');
  const muat = useLoad(() => getKelola(), []);
  const [buat, setBuat] = useState(false);
  const [, navigate] = useLocation();
  const d = muat.data;

  return (
    <PageBody>
      <PageHeader title={t('kelola.judul')} caption={t('kelola.keterangan')} />
      <Callout.Root color="blue" mb="3"><Callout.Text>{t('kelola.catatan')}</Callout.Text></Callout.Root>
      <Flex justify="end" mb="3">
        <Button disabled={!d} onClick={() => setBuat(true)}>{t('kelola.buat')}</Button>
      </Flex>
      <LoadState status={muat.status === 'loading' && d ? 'success' : muat.status} error={muat.error} retry={() => void muat.reload()}>
        {d && d.data.length === 0 && <Text color="gray">{t('kelola.kosong')}</Text>}
        {d && d.data.length > 0 && (
          <Table.Root variant="surface">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('kelola.kolom_semester')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kelola.kolom_jenis')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kelola.kolom_judul')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kelola.kolom_status')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kelola.kolom_soal')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kelola.kolom_lembar')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {d.data.map((k) => (
                <Table.Row key={k.id_kuesioner}>
                  <Table.Cell>
                    {k.nama_semester_registrasi}
                    {k.semester_aktif && <> <Badge color="blue">{t('kelola.aktif')}</Badge></>}
                  </Table.Cell>
                  <Table.Cell>{t(`jenis.${k.jenis}`)}</Table.Cell>
                  <Table.Cell>{k.judul}</Table.Cell>
                  <Table.Cell><StatusBadge status={k.status} /></Table.Cell>
                  <Table.Cell>{k.jumlah_soal}</Table.Cell>
                  <Table.Cell>{k.jumlah_lembar}</Table.Cell>
                  <Table.Cell>
                    <Button asChild size="1" variant="soft">
                      <Link href={hrefOf('kelola-detail', { id_kuesioner: k.id_kuesioner })} aria-label={t('kelola.buka_label', { judul: k.judul })}>{t('kelola.buka')}</Link>
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </LoadState>
      {buat && d && (
        <BuatKuesionerDialog daftar={d} onTutup={() => setBuat(false)}
          onDibuat={(k) => navigate(hrefOf('kelola-detail', { id_kuesioner: k.id_kuesioner }))} />
      )}
    </PageBody>
  );
}
