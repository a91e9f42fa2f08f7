import { Badge, Box, Button, Flex, Select, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayValue, LoadState, PageBody, PageHeader, SaveOutcome, TabelData, useLoad, type PagedColumn } from '../../../core/client';
import { getPrioritasMataKuliah, patchPrioritasMataKuliah } from '../api';
import type { MataKuliahPilihan } from '../schemas';
import { useSimpan } from './components/use-simpan';

/**
 * /prioritas-mata-kuliah (kor00): the courses the lecturer most wants to teach next semester, in
 * order (first = highest). Courses of the programme are added from a list, moved up and down and
 * removed; "Simpan" sends the whole order (at most the campus's limit, each course once). A course
 * outside the clusters the lecturer chose is marked, not refused: the programme may still ask.
 */
export default function PrioritasMataKuliahPage() {
  const { t } = useTranslation('teaching');
  const muat = useLoad(() => getPrioritasMataKuliah(), []);
  const { saving, outcome, jalankan, tolak } = useSimpan();
  const [urutan, setUrutan] = useState<MataKuliahPilihan[]>([]);
  const [tambahan, setTambahan] = useState('');
  const data = muat.data;

  useEffect(() => {
    if (data) setUrutan(data.data);
  }, [data]);

  const dipakai = new Set(urutan.map((m) => m.id_mata_kuliah));
  const tersedia = (data?.pilihan ?? []).filter((m) => !dipakai.has(m.id_mata_kuliah));
  const penuh = data ? urutan.length >= data.maks : true;

  function geser(i: number, arah: -1 | 1) {
    const next = [...urutan];
    [next[i], next[i + arah]] = [next[i + arah], next[i]];
    setUrutan(next);
  }

  function tambah() {
    const mk = tersedia.find((m) => String(m.id_mata_kuliah) === tambahan);
    if (!mk || penuh) return;
    setUrutan([...urutan, mk]);
    setTambahan('');
  }

  async function simpan() {
    if (!data) return;
    if (!urutan.length) return tolak(t('preferensi.prioritas.minimal_satu'));
    if (await jalankan(() => patchPrioritasMataKuliah({ id_mata_kuliah: urutan.map((m) => m.id_mata_kuliah) }))) {
      muat.setData({ ...data, data: urutan.map((m, i) => ({ ...m, urutan: i + 1 })) });
    }
  }

  const kolom: PagedColumn<MataKuliahPilihan>[] = [
    { key: 'urutan', header: t('preferensi.prioritas.urutan'), cell: (_, i) => <Badge>{i + 1}</Badge> },
    { key: 'mata_kuliah', header: t('kolom.mata_kuliah'), rowHeader: true, cell: (m) => <><Text weight="medium">{m.nama_mata_kuliah}</Text><br /><Text size="1" color="gray">{m.kode_mata_kuliah}</Text></> },
    { key: 'sks', header: t('kolom.sks'), cell: (m) => m.sks },
    {
      key: 'rumpun', header: t('preferensi.prioritas.rumpun'), cell: (m) => (
        <>
          {displayValue(m.nama_rumpun)}
          {!m.rumpun_dipilih && <><br /><Badge color="amber" size="1">{t('preferensi.prioritas.luar_rumpun')}</Badge></>}
        </>
      ),
    },
    {
      key: 'aksi', header: '', cell: (m, i) => (
        <Flex gap="1">
          <Button size="1" variant="soft" disabled={i === 0} aria-label={t('preferensi.prioritas.naik', { nama: m.nama_mata_kuliah })} onClick={() => geser(i, -1)}>↑</Button>
          <Button size="1" variant="soft" disabled={i === urutan.length - 1} aria-label={t('preferensi.prioritas.turun', { nama: m.nama_mata_kuliah })} onClick={() => geser(i, 1)}>↓</Button>
          <Button size="1" variant="soft" color="red" aria-label={t('preferensi.prioritas.hapus', { nama: m.nama_mata_kuliah })}
            onClick={() => setUrutan(urutan.filter((_, j) => j !== i))}>{t('aksi.hapus')}</Button>
        </Flex>
      ),
    },
  ];

  return (
    <PageBody>
      <PageHeader title={t('preferensi.prioritas.judul')} caption={t('preferensi.prioritas.keterangan')} />
      <LoadState status={muat.status} error={muat.error} retry={() => void muat.reload()}>
        {data && (
          <>
            <Text as="p" size="2" color="gray" mb="3">{t('preferensi.prioritas.petunjuk', { maks: data.maks })}</Text>
            <SaveOutcome error={outcome.error} saved={outcome.saved} />
            {urutan.length === 0 ? <Text as="p" color="gray" mb="3">{t('preferensi.prioritas.kosong')}</Text> : (
              <Box mb="3"><TabelData columns={kolom} rows={urutan} rowKey={(m) => m.id_mata_kuliah} nama={t('preferensi.prioritas.judul')} /></Box>
            )}
            {penuh ? <Text as="p" size="2" color="amber" mb="3">{t('preferensi.prioritas.penuh', { maks: data.maks })}</Text> : (
              <Flex gap="2" mb="3" align="center" wrap="wrap">
                <Select.Root value={tambahan} onValueChange={setTambahan}>
                  <Select.Trigger aria-label={t('preferensi.prioritas.pilih')} placeholder={t('preferensi.prioritas.pilih_placeholder')} />
                  <Select.Content>
                    {tersedia.map((m) => (
                      <Select.Item key={m.id_mata_kuliah} value={String(m.id_mata_kuliah)}>
                        {`${m.nama_mata_kuliah} (${t('preferensi.prioritas.semester', { semester: m.semester_paket })}, ${m.sks} SKS)`}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
                <Button variant="soft" disabled={!tambahan} onClick={tambah}>{t('aksi.tambah')}</Button>
              </Flex>
            )}
            <Flex justify="end">
              <Button onClick={() => void simpan()} disabled={saving}>{t('aksi.simpan')}</Button>
            </Flex>
          </>
        )}
      </LoadState>
    </PageBody>
  );
}
