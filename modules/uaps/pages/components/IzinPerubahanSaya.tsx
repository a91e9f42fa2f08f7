import { Button, Card, Flex, Heading, Text, TextArea, TextField } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, PagedList, PilihBerkas } from '../../../../core/client';
import { PAGE_SIZE } from '../../../../core/contract/constants';
import { ajukanIzin, batalIzin, getIzinSaya, unduh, unggahBerkasIzin } from '../../api';
import type { IzinPerubahan } from '../../schemas';
import { RiwayatList } from './RiwayatList';
import { StatusBadge } from './StatusBadge';
import { useAksi } from './useAksi';
import { tampilWaktu } from './tampil';

/**
 * The student's title-change permission: a form (new title, reason, optional supporting file) and
 * the student's requests with their notes, file, history and a cancel button while the machine allows it.
 */
export function IzinPerubahanSaya({ judul }: { judul: string }) {
  const { t } = useTranslation('uaps');
  const [store] = useState(() => createListStore<IzinPerubahan>(({ page, perPage }) => getIzinSaya({ page, per_page: perPage }), { perPage: PAGE_SIZE.DEFAULT }));
  const [judulBaru, setJudulBaru] = useState('');
  const [alasan, setAlasan] = useState('');
  const [berkas, setBerkas] = useState<File | null>(null);
  const { busy, run } = useAksi(store);
  useEffect(() => { void store.load(1); }, [store]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const izin = await ajukanIzin({ judul_baru: judulBaru, alasan });
      setJudulBaru('');
      setAlasan('');
      if (berkas) await unggahBerkasIzin(izin.id_izin_perubahan, berkas);
      setBerkas(null);
    }, t('izin.halaman.izin_diajukan'));
  };
  return (
    <Card size="3">
      <Heading as="h3" size="3" mb="1">{t('izin.halaman.izin_judul')}</Heading>
      <Text as="p" size="2" color="gray" mb="3">{t('izin.halaman.izin_keterangan')}</Text>
      <form onSubmit={submit} aria-label={t('izin.halaman.izin_judul')}>
        <Flex direction="column" gap="3" mb="4">
          <Text size="2"><Text weight="bold">{t('izin.halaman.judul_sekarang')}:</Text> {judul}</Text>
          <label><Text as="div" size="2" weight="bold" mb="1">{t('izin.halaman.judul_baru')}</Text>
            <TextField.Root value={judulBaru} onChange={(e) => setJudulBaru(e.target.value)} minLength={10} maxLength={300} required aria-label={t('izin.halaman.judul_baru')} /></label>
          <label><Text as="div" size="2" weight="bold" mb="1">{t('izin.halaman.alasan_izin')}</Text>
            <TextArea value={alasan} onChange={(e) => setAlasan(e.target.value)} minLength={10} maxLength={2000} rows={3} required aria-label={t('izin.halaman.alasan_izin')} /></label>
          <label><Text as="div" size="2" weight="bold" mb="1">{t('izin.halaman.berkas_pendukung')}</Text>
            <PilihBerkas accept=".pdf,.png,.jpg,.jpeg,.docx,.xlsx,.pptx" berkas={berkas} onPilih={setBerkas} aria-label={t('izin.halaman.berkas_pendukung')} /></label>
          <Flex><Button type="submit" disabled={busy}>{t('izin.halaman.ajukan_izin')}</Button></Flex>
        </Flex>
      </form>
      <PagedList store={store} rowKey={(r) => r.id_izin_perubahan} caption={t('izin.halaman.daftar_izin')} columns={[
        { key: 'created_at', header: t('halaman.tanggal'), cell: (r) => tampilWaktu(r.created_at) },
        { key: 'judul_baru', header: t('izin.halaman.judul_baru'), cell: (r) => <><Text as="div">{r.judul_baru}</Text><Text as="div" size="1" color="gray">{t('izin.halaman.judul_lama')}: {r.judul_lama}</Text></> },
        { key: 'status', header: t('halaman.status'), cell: (r) => <StatusBadge status={r.status} /> },
        { key: 'catatan', header: t('izin.halaman.catatan'), cell: (r) => <Catatan row={r} /> },
        { key: 'riwayat', header: t('halaman.riwayat'), cell: (r) => <RiwayatList rows={r.riwayat} /> },
        { key: 'aksi', header: '', cell: (r) => (
          <Flex gap="2" direction="column">
            {r.nama_berkas ? <BerkasIzin row={r} /> : null}
            {r.aksi.includes('batal') ? <Button size="1" color="red" variant="soft" disabled={busy} onClick={() => void run(() => batalIzin(r.id_izin_perubahan), t('izin.halaman.izin_dibatalkan'))}>{t('halaman.batalkan')}</Button> : null}
          </Flex>
        ) },
      ]} />
    </Card>
  );
}

/** The supervisor's and the programme's notes of a request. */
export function Catatan({ row }: { row: IzinPerubahan }) {
  const { t } = useTranslation('uaps');
  return (
    <>
      {row.catatan_pembimbing ? <Text as="div" size="1">{t('izin.halaman.catatan_pembimbing')}: {row.catatan_pembimbing}</Text> : null}
      {row.catatan_prodi ? <Text as="div" size="1">{t('halaman.catatan_prodi')}: {row.catatan_prodi}</Text> : null}
      {!row.catatan_pembimbing && !row.catatan_prodi ? '-' : null}
    </>
  );
}

/** Download button of a request's supporting file, named after it. */
export function BerkasIzin({ row }: { row: IzinPerubahan }) {
  const { t } = useTranslation('uaps');
  return (
    <Button size="1" variant="ghost" aria-label={`${t('izin.halaman.unduh_berkas')} ${row.nama_berkas}`}
      onClick={() => void unduh('tugas-akhir/izin-perubahan/berkas', { id_izin_perubahan: row.id_izin_perubahan }, row.nama_berkas ?? 'berkas').catch(() => undefined)}>
      {row.nama_berkas}
    </Button>
  );
}
