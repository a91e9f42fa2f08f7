import { Button, Flex } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, notifySuccess, PagedList, PageBody, PageHeader, useKirim } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getPerubahan, validasiPerubahan, type JalurPerubahan } from '../api';
import type { Perubahan } from '../schemas';
import { StatusBadge } from './components/StatusBadge';
import { ALASAN_MINIMAL, mintaAlasan } from './components/alasan';

/**
 * /ganti-dosen-pembimbing/validasi-ganti-pembimbing (students' change requests) and
 * /dosen-undurkan-diri/validasi (lecturers' withdrawals): staff accept or return submitted requests.
 */
export default function ValidasiGantiPembimbingPage({ jalur = 'mahasiswa' }: { jalur?: JalurPerubahan }) {
  const { t } = useTranslation('uaps');
  const [store] = useState(() => createListStore<Perubahan>(({ page, perPage }) => getPerubahan(jalur, { page, per_page: perPage, status: 'diajukan' }), { perPage: PAGE_SIZE.SUPERVISOR_CHANGE }));
  const { busy, kirim } = useKirim();
  useEffect(() => { void store.load(1); }, [store]);
  const run = async (body: { id_perubahan: number; aksi: 'validasi' | 'kembalikan'; catatan?: string }) => {
    await kirim(async () => {
      await validasiPerubahan(jalur, body);
      notifySuccess(body.aksi === 'validasi' ? t('halaman.perubahan_diterima') : t('halaman.perubahan_dikembalikan'));
      void store.load();
    });
  };
  return (
    <PageBody>
      <PageHeader title={t(`halaman.validasi_perubahan_${jalur}_judul`)} caption={t(`halaman.validasi_perubahan_${jalur}_keterangan`)} />
      <PagedList store={store} rowKey={(r) => r.id_perubahan} columns={[
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
        { key: 'dosen_lama', header: t('halaman.pembimbing'), cell: (r) => `${r.dosen_lama ?? '-'} (${r.peran ? t(`peran.${r.peran}`) : '-'})` },
        { key: 'alasan', header: t('halaman.alasan') },
        { key: 'status', header: t('halaman.status'), cell: (r) => <StatusBadge status={r.status} /> },
        { key: 'aksi', header: '', cell: (r) => (
          <Flex gap="2">
            <Button size="1" color="green" disabled={busy} aria-label={`${t('halaman.terima')} ${r.nama_mahasiswa}`} onClick={() => void run({ id_perubahan: r.id_perubahan, aksi: 'validasi' })}>{t('halaman.terima')}</Button>
            <Button size="1" color="amber" variant="soft" disabled={busy} onClick={async () => { const c = await mintaAlasan(t('halaman.alasan_kembali'), t('halaman.alasan_wajib', { minimal: ALASAN_MINIMAL })); if (c !== null) void run({ id_perubahan: r.id_perubahan, aksi: 'kembalikan', catatan: c }); }}>{t('halaman.kembalikan')}</Button>
          </Flex>
        ) },
      ]} />
    </PageBody>
  );
}
