import { Button, Flex, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, notifySuccess, PagedList, PageBody, PageHeader, useKirim } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getPerbaikan, setujuiPerbaikan, unduh } from '../api';
import type { Perbaikan } from '../schemas';
import { StatusBadge } from './components/StatusBadge';
import { ALASAN_MINIMAL, mintaAlasan } from './components/alasan';

/** /ujian-akhir-program-studi/validasi-perbaikan: the main supervisor approves or returns post-defence revisions. */
export default function ValidasiPerbaikanPage() {
  const { t } = useTranslation('uaps');
  const [store] = useState(() => createListStore<Perbaikan>(({ page, perPage }) => getPerbaikan({ page, per_page: perPage }), { perPage: PAGE_SIZE.CORRECTIONS }));
  const { busy, kirim } = useKirim();
  useEffect(() => { void store.load(1); }, [store]);
  const run = async (body: { id_perbaikan: number; aksi: 'validasi' | 'kembalikan'; catatan?: string }) => {
    await kirim(async () => {
      notifySuccess((await setujuiPerbaikan(body)).message);
      void store.load();
    });
  };
  return (
    <PageBody>
      <PageHeader title={t('halaman.validasi_perbaikan_judul')} caption={t('halaman.validasi_perbaikan_keterangan')} />
      <PagedList store={store} rowKey={(r) => r.id_perbaikan} columns={[
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
        { key: 'judul', header: t('halaman.judul') },
        { key: 'nama_berkas', header: t('halaman.berkas'), cell: (r) => <><Button variant="ghost" onClick={() => void unduh(`tugas-akhir/perbaikan-setelah-sidang/berkas/${r.id_perbaikan}`).catch(() => undefined)}>{r.nama_berkas}</Button>{r.catatan ? <Text as="div" size="1" color="gray">{r.catatan}</Text> : null}</> },
        { key: 'status', header: t('halaman.status'), cell: (r) => <StatusBadge status={r.status} /> },
        { key: 'aksi', header: '', cell: (r) => (r.status === 'diajukan' ? (
          <Flex gap="2">
            <Button size="1" color="green" disabled={busy} aria-label={`${t('halaman.setujui')} ${r.nama_mahasiswa}`} onClick={() => void run({ id_perbaikan: r.id_perbaikan, aksi: 'validasi' })}>{t('halaman.setujui')}</Button>
            <Button size="1" color="amber" variant="soft" disabled={busy} onClick={async () => { const c = await mintaAlasan(t('halaman.alasan_kembali'), t('halaman.alasan_wajib', { minimal: ALASAN_MINIMAL })); if (c !== null) void run({ id_perbaikan: r.id_perbaikan, aksi: 'kembalikan', catatan: c }); }}>{t('halaman.kembalikan')}</Button>
          </Flex>
        ) : null) },
      ]} />
    </PageBody>
  );
}
