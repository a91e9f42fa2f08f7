import { Box, Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, formatTanggal, formatTanggalJam, notifySuccess, PagedList, PageBody, PageHeader, useKirim } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { batalPersetujuanSidang, getBimbinganDosen, getMahasiswaBimbingan, setujuiSidang, validasiBimbingan } from '../api';
import type { Bimbingan, MahasiswaBimbingan } from '../schemas';
import { StatusBadge } from './components/StatusBadge';
import { ALASAN_MINIMAL, mintaAlasan } from './components/alasan';

/** /ujian-akhir-program-studi/bimbingan-mahasiswa: the supervisor validates sessions and approves (or revokes) defences. */
export default function BimbinganMahasiswaPage() {
  const { t } = useTranslation('uaps');
  const [status, setStatus] = useState('diajukan');
  // The loader reads the filter through a ref, so the store is created once.
  const filter = useRef(status);
  filter.current = status;
  const [sessions] = useState(() => createListStore<Bimbingan>(({ page, perPage }) => getBimbinganDosen({ page, per_page: perPage, status: filter.current || undefined }), { perPage: PAGE_SIZE.SUPERVISION_HISTORY }));
  const [students] = useState(() => createListStore<MahasiswaBimbingan>(({ page, perPage }) => getMahasiswaBimbingan({ page, per_page: perPage }), { perPage: PAGE_SIZE.LECTURER_STUDENTS }));
  const { busy, kirim } = useKirim();
  useEffect(() => { void sessions.load(1); }, [sessions, status]);
  useEffect(() => { void students.load(1); }, [students]);

  const run = async (work: () => Promise<{ message: string }>) => {
    await kirim(async () => {
      notifySuccess((await work()).message);
      await Promise.all([sessions.load(), students.load()]);
    });
  };

  return (
    <PageBody>
      <PageHeader title={t('halaman.bimbingan_mahasiswa_judul')} caption={t('halaman.bimbingan_mahasiswa_keterangan')} />
      <Flex direction="column" gap="5">
        <Box>
          <Heading as="h2" size="3" mb="2">{t('halaman.catatan_bimbingan')}</Heading>
          <Flex gap="2" mb="3" role="group" aria-label={t('halaman.status')}>
            {['diajukan', 'divalidasi', 'ditolak', ''].map((s) => (
              <Button key={s || 'semua'} size="1" variant={status === s ? 'solid' : 'soft'} onClick={() => setStatus(s)}>{s ? t(`status.${s}`) : t('halaman.semua')}</Button>
            ))}
          </Flex>
          <PagedList store={sessions} nama={t('halaman.catatan_bimbingan')} rowKey={(r) => r.id_tugas_akhir_bimbingan} columns={[
            { key: 'tanggal', header: t('halaman.tanggal'), cell: (r) => formatTanggal(r.tanggal) },
            { key: 'nama_mahasiswa', header: t('halaman.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
            { key: 'topik', header: t('halaman.topik'), cell: (r) => <><Text>{r.topik}</Text>{r.catatan ? <Text as="div" size="1" color="gray">{r.catatan}</Text> : null}</> },
            { key: 'status', header: t('halaman.status'), cell: (r) => <StatusBadge status={r.status} /> },
            { key: 'aksi', header: '', cell: (r) => (r.status === 'diajukan' ? (
              <Flex gap="2">
                <Button size="1" color="green" disabled={busy} aria-label={`${t('halaman.validasi')} ${r.topik}`} onClick={() => void run(() => validasiBimbingan({ id_tugas_akhir_bimbingan: r.id_tugas_akhir_bimbingan, aksi: 'validasi' }))}>{t('halaman.validasi')}</Button>
                <Button size="1" color="red" variant="soft" disabled={busy} onClick={async () => { const c = await mintaAlasan(t('halaman.alasan_tolak'), t('halaman.alasan_wajib', { minimal: ALASAN_MINIMAL })); if (c !== null) void run(() => validasiBimbingan({ id_tugas_akhir_bimbingan: r.id_tugas_akhir_bimbingan, aksi: 'tolak', catatan: c })); }}>{t('halaman.tolak')}</Button>
              </Flex>
            ) : null) },
          ]} />
        </Box>
        <Box>
          <Heading as="h2" size="3" mb="2">{t('halaman.persetujuan_sidang')}</Heading>
          <PagedList store={students} nama={t('halaman.persetujuan_sidang')} rowKey={(r) => r.id_tugas_akhir_pembimbing} columns={[
            { key: 'nama_mahasiswa', header: t('halaman.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
            { key: 'judul', header: t('halaman.judul') },
            { key: 'peran', header: t('halaman.peran'), cell: (r) => t(`peran.${r.peran}`) },
            { key: 'bimbingan_tervalidasi', header: t('halaman.bimbingan_tervalidasi'), cell: (r) => `${r.bimbingan_tervalidasi} / ${r.minimal_bimbingan}` },
            { key: 'aksi', header: '', cell: (r) => (r.persetujuan_sidang_at ? (
              <Flex gap="2" align="center"><Text size="1" color="green">{t('halaman.disetujui_pada', { waktu: formatTanggalJam(r.persetujuan_sidang_at) })}</Text>
                <Button size="1" variant="soft" color="red" disabled={busy} onClick={() => void run(() => batalPersetujuanSidang(r.id_tugas_akhir))}>{t('halaman.batalkan')}</Button></Flex>
            ) : (
              <Button size="1" aria-label={`${t('halaman.setujui_sidang')} ${r.nama_mahasiswa}`} disabled={busy || r.bimbingan_tervalidasi < r.minimal_bimbingan || !['bimbingan', 'perpanjangan'].includes(r.status)} onClick={() => void run(() => setujuiSidang(r.id_tugas_akhir))}>{t('halaman.setujui_sidang')}</Button>
            )) },
          ]} />
        </Box>
      </Flex>
    </PageBody>
  );
}
