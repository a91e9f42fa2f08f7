import { Badge, Button, Flex, Heading, Select, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTanggal, KolomAksi, LoadState, SaveOutcome, useLoad } from '../../../../core/client';
import { getUsulanSemesterPendek, hapusUsulanSemesterPendek, postUsulanSemesterPendek } from '../../api';
import type { UsulanSemesterPendek as Usulan } from '../../schemas';
import { useSimpan } from './use-simpan';

/** The programme's decision on a proposed course (decision 0026): waiting, the class opened, or declined with its reason. */
function KeputusanProdi({ k }: { k: Usulan['data'][number]['keputusan'] }) {
  const { t } = useTranslation('teaching');
  if (!k) return <Text size="1" color="gray">{t('sp.menunggu')}</Text>;
  if (k.status === 'diterima') {
    return <Badge color="green">{k.pengampu_anda ? t('sp.diterima_anda', { kelas: k.nama_kelas }) : t('sp.diterima_lain', { kelas: k.nama_kelas, pengampu: k.pengampu })}</Badge>;
  }
  return (
    <Flex direction="column" gap="1" align="start">
      <Badge color="red">{t('sp.ditolak')}</Badge>
      <Text size="1">{t('sp.alasan', { alasan: k.alasan })}</Text>
    </Flex>
  );
}

/**
 * The lecturer's course proposals for the coming short semester, below the short-semester
 * schedule: each proposal with the programme's decision and, while none is taken, "Tarik"; and a list of the courses they have taught to "Usulkan".
 * Every change is one call; the list is read again from the server after it.
 */
export function UsulanSemesterPendek() {
  const { t } = useTranslation('teaching');
  const muat = useLoad(() => getUsulanSemesterPendek(), []);
  const { saving, outcome, jalankan } = useSimpan();
  const [pilihan, setPilihan] = useState('');
  const data = muat.data;

  async function ubah(kerja: () => Promise<{ message: string }>) {
    if (await jalankan(kerja)) {
      setPilihan('');
      await muat.reload();
    }
  }

  return (
    <section aria-labelledby="usulan-sp">
      <Heading as="h2" size="4" mt="5" mb="2" id="usulan-sp">
        {t('sp.usulan_judul', { semester: data?.semester.nama_semester ?? '' })}
      </Heading>
      <LoadState status={muat.status} error={muat.error} retry={() => void muat.reload()}>
        {data && (
          <>
            <Text as="p" size="2" color="gray" mb="3">{t('sp.usulan_keterangan', { maks: data.sks_maks })}</Text>
            <SaveOutcome error={outcome.error} saved={outcome.saved} />
            {data.data.length === 0 ? <Text as="p" color="gray" mb="3">{t('sp.usulan_kosong')}</Text> : (
              <Table.Root variant="surface" mb="3">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>{t('kolom.mata_kuliah')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('kolom.sks')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('sp.diusulkan')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('sp.keputusan')}</Table.ColumnHeaderCell>
                    <KolomAksi />
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.data.map((m) => (
                    <Table.Row key={m.id_mata_kuliah}>
                      <Table.Cell><Text weight="medium">{m.nama_mata_kuliah}</Text><br /><Text size="1" color="gray">{m.kode_mata_kuliah}</Text></Table.Cell>
                      <Table.Cell>{m.sks}</Table.Cell>
                      <Table.Cell>{formatTanggal(m.diusulkan_pada.slice(0, 10))}</Table.Cell>
                      <Table.Cell><KeputusanProdi k={m.keputusan} /></Table.Cell>
                      <Table.Cell>
                        {m.keputusan === null && (
                          <Button size="1" variant="soft" color="red" disabled={saving} aria-label={`${t('sp.tarik')} ${m.nama_mata_kuliah}`}
                            onClick={() => void ubah(() => hapusUsulanSemesterPendek({ id_mata_kuliah: m.id_mata_kuliah }))}>{t('sp.tarik')}</Button>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
            {data.pilihan.length === 0 ? <Text as="p" size="2" color="gray">{t('sp.pilihan_habis')}</Text> : (
              <Flex gap="2" align="center" wrap="wrap">
                <Select.Root value={pilihan} onValueChange={setPilihan}>
                  <Select.Trigger aria-label={t('sp.pilih')} placeholder={t('sp.pilih')} />
                  <Select.Content>
                    {data.pilihan.map((m) => (
                      <Select.Item key={m.id_mata_kuliah} value={String(m.id_mata_kuliah)}>{`${m.kode_mata_kuliah} ${m.nama_mata_kuliah} (${m.sks} SKS)`}</Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
                <Button disabled={!pilihan || saving} onClick={() => void ubah(() => postUsulanSemesterPendek({ id_mata_kuliah: Number(pilihan) }))}>{t('sp.usulkan')}</Button>
              </Flex>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}
