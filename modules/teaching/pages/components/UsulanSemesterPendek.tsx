import { Badge, Box, Button, Flex, Heading, Select, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DuaBaris, formatTanggal, LoadState, SaveOutcome, TabelData, useLoad } from '../../../../core/client';
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
              <Box mb="3">
                <TabelData nama={t('sp.usulan_judul', { semester: data.semester.nama_semester })} rows={data.data} rowKey={(m) => m.id_mata_kuliah} columns={[
                  { key: 'mata_kuliah', header: t('kolom.mata_kuliah'), rowHeader: true, cell: (m) => <DuaBaris tebal utama={m.nama_mata_kuliah} keterangan={m.kode_mata_kuliah} /> },
                  { key: 'sks', header: t('kolom.sks') },
                  { key: 'diusulkan_pada', header: t('sp.diusulkan'), cell: (m) => formatTanggal(m.diusulkan_pada.slice(0, 10)) },
                  { key: 'keputusan', header: t('sp.keputusan'), cell: (m) => <KeputusanProdi k={m.keputusan} /> },
                  { key: 'aksi', header: '', cell: (m) => (m.keputusan === null ? (
                    <Button size="1" variant="soft" color="red" disabled={saving} aria-label={`${t('sp.tarik')} ${m.nama_mata_kuliah}`}
                      onClick={() => void ubah(() => hapusUsulanSemesterPendek({ id_mata_kuliah: m.id_mata_kuliah }))}>{t('sp.tarik')}</Button>
                  ) : null) },
                ]} />
              </Box>
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
