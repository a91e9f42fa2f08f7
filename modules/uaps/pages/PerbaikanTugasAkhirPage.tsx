import { Button, Callout, Card, Flex, Heading, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { createListStore, notifySuccess, PagedList, PageBody, PageHeader, PilihBerkas, useKirim } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getPerbaikan, getTugasAkhirSaya, unduh, unggahPerbaikan } from '../api';
import type { Perbaikan } from '../schemas';
import { keadaanUnggahPerbaikan } from './components/perbaikan-unggah';
import { StatusBadge } from './components/StatusBadge';
import { tampilWaktu } from './components/tampil';

/** /ujian-akhir-program-studi/perbaikan-tugas-akhir: upload the post-defence revision and follow its approval by the main supervisor. */
export default function PerbaikanTugasAkhirPage() {
  const { t } = useTranslation('uaps');
  const [store] = useState(() => createListStore<Perbaikan>(({ page, perPage }) => getPerbaikan({ page, per_page: perPage }), { perPage: PAGE_SIZE.CORRECTIONS }));
  const [file, setFile] = useState<File | null>(null);
  const [catatan, setCatatan] = useState('');
  const { busy, kirim } = useKirim();
  // The project's stage (null: no project); undefined while loading. The form shows only when the server would take an upload.
  const [tahap, setTahap] = useState<string | null | undefined>(undefined);
  const list = useSnapshot(store.state);
  const loadTahap = () => getTugasAkhirSaya().then((r) => setTahap(r.tugas_akhir?.status ?? null)).catch(() => setTahap(null));
  useEffect(() => { void store.load(1); void loadTahap(); }, [store]);
  const keadaan = keadaanUnggahPerbaikan(tahap, list.status === 'success' ? list.data : null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    await kirim(async () => {
      await unggahPerbaikan(file, catatan);
      notifySuccess(t('halaman.perbaikan_terunggah'));
      setFile(null);
      setCatatan('');
      void store.load(1);
      void loadTahap();
    });
  };
  return (
    <PageBody>
      <PageHeader title={t('halaman.perbaikan_judul')} caption={t('halaman.perbaikan_keterangan')} />
      <Flex direction="column" gap="4">
        {keadaan === 'belum_perlu' || keadaan === 'menunggu' ? (
          <Callout.Root color="gray" role="status"><Callout.Text>{t(`halaman.perbaikan_${keadaan}`)}</Callout.Text></Callout.Root>
        ) : null}
        {keadaan === 'boleh' ? <Card size="3">
          <Heading as="h2" size="3" mb="3">{t('halaman.unggah_perbaikan')}</Heading>
          <form onSubmit={submit}>
            <Flex direction="column" gap="3">
              <PilihBerkas accept=".pdf,.docx" aria-label={t('halaman.naskah_perbaikan')} berkas={file} onPilih={setFile} />
              <label><Text as="div" size="2" weight="bold" mb="1">{t('halaman.catatan')}</Text><TextArea value={catatan} onChange={(e) => setCatatan(e.target.value)} maxLength={1000} rows={3} aria-label={t('halaman.catatan')} /></label>
              <Flex><Button type="submit" disabled={busy || !file}>{t('halaman.unggah')}</Button></Flex>
            </Flex>
          </form>
        </Card> : null}
        <PagedList store={store} rowKey={(r) => r.id_perbaikan} columns={[
          { key: 'judul', header: t('halaman.judul') },
          { key: 'nama_berkas', header: t('halaman.berkas'), cell: (r) => <Button variant="ghost" onClick={() => void unduh(`tugas-akhir/perbaikan-setelah-sidang/berkas/${r.id_perbaikan}`).catch(() => undefined)}>{r.nama_berkas}</Button> },
          { key: 'status', header: t('halaman.status'), cell: (r) => <StatusBadge status={r.status} /> },
          { key: 'catatan_validasi', header: t('halaman.catatan_dosen') },
          { key: 'updated_at', header: t('halaman.diperbarui'), cell: (r) => tampilWaktu(r.updated_at) },
        ]} />
      </Flex>
    </PageBody>
  );
}
