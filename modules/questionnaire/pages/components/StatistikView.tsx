import { Button, Callout, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { errorMessages, PageBody, PageHeader, PageSpinner, useKirim } from '../../../../core/client';
import { getKomentarDosen, simpanBerkas } from '../../api';
import type { Statistik } from '../../schemas';
import { createLoadStore } from '../../store';
import { formatRata } from './links';
import { KomentarDosenList } from './KomentarDosenList';
import { StatistikSoalTable } from './StatistikSoalTable';

/**
 * A survey page of the programme staff: the statistics per question (answers, mean, counts of
 * 1..5) of their akses_prodi, the per-lecturer means where given, and the XLSX download.
 */
export function StatistikView({ title, caption, load, unduh, namaBerkas }: {
  title: string;
  caption: string;
  load: () => Promise<Statistik>;
  unduh: () => Promise<Blob>;
  namaBerkas: string;
}) {
  const { t } = useTranslation('questionnaire');
  const [store] = useState(() => createLoadStore(load));
  const snap = useSnapshot(store.state);
  const [gagal, setGagal] = useState<unknown>(null);
  const { busy: mengunduh, kirim } = useKirim();
  const [komentar, setKomentar] = useState<{ id_dosen: number; nama_dosen: string } | null>(null);
  useEffect(() => void store.load(), [store]);

  const download = async () => {
    const kiriman = await kirim(async () => {
      setGagal(null);
      simpanBerkas(await unduh(), namaBerkas);
    });
    if ('error' in kiriman) setGagal((kiriman.error as { data?: unknown })?.data ?? kiriman.error);
  };

  const data = snap.data as Statistik | null;
  return (
    <PageBody>
      <PageHeader title={title} caption={caption} />
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
            <>
              <Heading as="h2" size="3" mt="5" mb="2">{t('staf.per_dosen')}</Heading>
              <Table.Root variant="surface" aria-label={t('staf.per_dosen')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>{t('kolom.dosen')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('kolom.jumlah_lembar')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('kolom.rata_rata')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('kolom.komentar')}</Table.ColumnHeaderCell>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.dosen.map((d) => (
                    <Table.Row key={d.id_dosen}>
                      <Table.Cell>{d.nama_dosen}</Table.Cell>
                      <Table.Cell>{d.jumlah_lembar}</Table.Cell>
                      <Table.Cell>{formatRata(d.rata_rata)}</Table.Cell>
                      <Table.Cell>
                        {d.jumlah_komentar > 0 ? (
                          <Button size="1" variant="soft" aria-label={t('komentar.lihat_label', { nama: d.nama_dosen })}
                            onClick={() => setKomentar({ id_dosen: d.id_dosen, nama_dosen: d.nama_dosen })}>{t('komentar.lihat', { jumlah: d.jumlah_komentar })}</Button>
                        ) : '-'}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
              {komentar && (
                <KomentarDosenList key={komentar.id_dosen} judul={t('komentar.judul', { nama: komentar.nama_dosen })} onTutup={() => setKomentar(null)}
                  load={(page) => getKomentarDosen({ id_dosen: komentar.id_dosen, id_semester_registrasi: data.kuesioner?.id_semester_registrasi, page })} />
              )}
            </>
          )}
        </>
      )}
    </PageBody>
  );
}
