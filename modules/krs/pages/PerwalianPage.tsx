import { Box, Button, Callout, Card, Flex, Heading, Select, Table, Text, TextArea, TextField } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, notifySuccess, PageBody, PagedList, PageHeader, useKirim, useLoad } from '../../../core/client';
import { getPerwalian, getPerwalianDetail, postPerwalianKembalikan, postPerwalianSetujui } from '../api';
import type { PerwalianItem } from '../schemas';
import { LoadState, messageOf, StatusBadge } from './components/shared';
import { formatRentangJam } from '../../../core/contract/format';

const SEMUA = 'semua';

/** /akademik/perwalian (ours): the adviser's students and their KRS of the active semester; approve or return with a note. */
export default function PerwalianPage() {
  const { t } = useTranslation('krs');
  const [filter, setFilter] = useState({ status: 'diajukan', cari: '' });
  const [cari, setCari] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  // The loader reads the filter through a ref: the store is created once, the filter changes.
  const current = useRef(filter);
  current.current = filter;
  const [store] = useState(() => createListStore<PerwalianItem>(({ page, perPage }) => getPerwalian({
    page, per_page: perPage, status: current.current.status === SEMUA ? undefined : current.current.status, cari: current.current.cari || undefined,
  })));
  useEffect(() => {
    void store.load(1);
  }, [store, filter]);

  return (
    <PageBody>
      <PageHeader title={t('perwalian.judul')} caption={t('perwalian.keterangan')} />
      <Flex gap="2" mb="3" wrap="wrap" align="end">
        <Box>
          <Text as="div" size="1" color="gray" mb="1">{t('perwalian.filter_status')}</Text>
          <Select.Root value={filter.status} onValueChange={(status) => setFilter({ ...filter, status })}>
            <Select.Trigger aria-label={t('perwalian.filter_status')} />
            <Select.Content>
              <Select.Item value={SEMUA}>{t('perwalian.semua')}</Select.Item>
              {(['diajukan', 'dikembalikan', 'draft', 'disetujui', 'belum'] as const).map((s) => <Select.Item key={s} value={s}>{t(`status_singkat.${s}`)}</Select.Item>)}
            </Select.Content>
          </Select.Root>
        </Box>
        <form onSubmit={(e) => { e.preventDefault(); setFilter({ ...filter, cari: cari.trim() }); }}>
          <Flex gap="2">
            <TextField.Root className="siakad-cari" aria-label={t('perwalian.cari')} placeholder={t('perwalian.cari')} value={cari} onChange={(e) => setCari(e.target.value)} />
            <Button type="submit">{t('ui.cari')}</Button>
          </Flex>
        </form>
      </Flex>
      <PagedList store={store} rowKey={(r) => r.id_mahasiswa} columns={[
        { key: 'nim', header: t('kolom.nim'), cell: (r) => r.nim },
        { key: 'nama', header: t('kolom.nama'), cell: (r) => r.nama_mahasiswa },
        { key: 'angkatan', header: t('kolom.angkatan'), cell: (r) => r.angkatan },
        { key: 'sks', header: t('kolom.sks'), cell: (r) => r.total_sks, align: 'right' },
        { key: 'status', header: t('krs.status'), cell: (r) => <StatusBadge status={r.status} /> },
        { key: 'aksi', header: '', cell: (r) => <Button size="1" variant="soft" aria-label={`${t('perwalian.lihat')} ${r.nim}`} onClick={() => setSelected(r.id_mahasiswa)}>{t('perwalian.lihat')}</Button> },
      ]} />
      {selected !== null ? <Detail key={selected} idMahasiswa={selected} onDecided={() => void store.load()} /> : null}
    </PageBody>
  );
}

function Detail({ idMahasiswa, onDecided }: { idMahasiswa: number; onDecided: () => void }) {
  const { t } = useTranslation('krs');
  const detail = useLoad(() => getPerwalianDetail(idMahasiswa), [idMahasiswa]);
  const [catatan, setCatatan] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, kirim } = useKirim();
  const decide = async (action: () => Promise<{ message: string }>) => {
    const kiriman = await kirim(async () => {
      setError(null);
      notifySuccess((await action()).message);
      await detail.reload();
      onDecided();
    });
    if ('error' in kiriman) setError(messageOf(kiriman.error) ?? t('ui.gagal_menyimpan'));
  };
  return (
    <Card mt="4" aria-label={t('perwalian.detail')}>
      <LoadState status={detail.status} error={detail.error} onRetry={detail.reload}>
        {() => {
          const d = detail.data!;
          return (
            <Flex direction="column" gap="3">
              <Flex justify="between" wrap="wrap" gap="2">
                <Box>
                  <Heading as="h2" size="4">{d.mahasiswa.nim} · {d.mahasiswa.nama_mahasiswa}</Heading>
                  <Text size="2" color="gray">{d.mahasiswa.nama_prodi} · {t('perwalian.semester_ke', { ke: d.mahasiswa.semester_ke })} · IPK {d.ipk} · IPS {d.ips_sebelumnya ?? '-'}</Text>
                </Box>
                <Flex direction="column" align="end" gap="1">
                  <StatusBadge status={d.status} />
                  <Text size="2">{t('krs.sks_dari_batas', { total: d.total_sks, batas: d.batas_sks })}</Text>
                </Flex>
              </Flex>
              {d.kelas.length === 0 ? <Text color="gray">{t('krs.kosong')}</Text> : (
                <Table.Root variant="surface">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeaderCell>{t('kolom.mata_kuliah')}</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>{t('kolom.kelas')}</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>{t('kolom.sks')}</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell>{t('kolom.jadwal')}</Table.ColumnHeaderCell>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {d.kelas.map((k) => (
                      <Table.Row key={k.id_kelas}>
                        <Table.Cell>{k.kode_mata_kuliah} {k.nama_mata_kuliah}</Table.Cell>
                        <Table.Cell>{k.nama_kelas}</Table.Cell>
                        <Table.Cell>{k.sks}</Table.Cell>
                        <Table.Cell>{k.jadwal.map((j) => `${j.nama_hari} ${formatRentangJam(j.jam_mulai, j.jam_selesai)}`).join('; ') || '-'}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              )}
              {d.catatan_pa ? <Text size="2">{t('krs.catatan_pa', { catatan: d.catatan_pa })}</Text> : null}
              {error ? <Callout.Root color="red" role="alert"><Callout.Text>{error}</Callout.Text></Callout.Root> : null}
              {d.status === 'diajukan' ? (
                <Flex direction="column" gap="2">
                  <TextArea aria-label={t('perwalian.catatan')} placeholder={t('perwalian.catatan')} value={catatan} onChange={(e) => setCatatan(e.target.value)} />
                  <Flex gap="2" justify="end">
                    <Button color="red" variant="soft" disabled={busy || catatan.trim().length < 3} onClick={() => void decide(() => postPerwalianKembalikan(idMahasiswa, catatan.trim()))}>{t('perwalian.kembalikan')}</Button>
                    <Button color="green" disabled={busy} onClick={() => void decide(() => postPerwalianSetujui(idMahasiswa))}>{t('perwalian.setujui')}</Button>
                  </Flex>
                </Flex>
              ) : <Text size="2" color="gray">{t('perwalian.tidak_menunggu')}</Text>}
            </Flex>
          );
        }}
      </LoadState>
    </Card>
  );
}
