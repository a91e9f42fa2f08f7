import { Button, Card, Flex, Heading, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, notifySuccess, PagedList, PageBody, PageHeader } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getPerbaikan, unduh, unggahPerbaikan } from '../api';
import type { Perbaikan } from '../schemas';
import { StatusBadge } from './components/StatusBadge';

/** /ujian-akhir-program-studi/perbaikan-tugas-akhir: upload the post-defence revision and follow its approval by the main supervisor. */
export default function PerbaikanTugasAkhirPage() {
  const { t } = useTranslation('uaps');
  const [store] = useState(() => createListStore<Perbaikan>(({ page, perPage }) => getPerbaikan({ page, per_page: perPage }), { perPage: PAGE_SIZE.CORRECTIONS }));
  const [file, setFile] = useState<File | null>(null);
  const [catatan, setCatatan] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => { void store.load(1); }, [store]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    setBusy(true);
    try {
      await unggahPerbaikan(file, catatan);
      notifySuccess(t('halaman.perbaikan_terunggah'));
      setFile(null);
      setCatatan('');
      void store.load(1);
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageBody>
      <PageHeader title={t('halaman.perbaikan_judul')} caption={t('halaman.perbaikan_keterangan')} />
      <Flex direction="column" gap="4">
        <Card size="3">
          <Heading as="h2" size="3" mb="3">{t('halaman.unggah_perbaikan')}</Heading>
          <form onSubmit={submit}>
            <Flex direction="column" gap="3">
              <input type="file" accept=".pdf,.docx" aria-label={t('halaman.naskah_perbaikan')} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
              <label><Text as="div" size="2" weight="bold" mb="1">{t('halaman.catatan')}</Text><TextArea value={catatan} onChange={(e) => setCatatan(e.target.value)} maxLength={1000} rows={3} aria-label={t('halaman.catatan')} /></label>
              <Flex><Button type="submit" disabled={busy || !file}>{t('halaman.unggah')}</Button></Flex>
            </Flex>
          </form>
        </Card>
        <PagedList store={store} rowKey={(r) => r.id_perbaikan} columns={[
          { key: 'judul', header: t('halaman.judul') },
          { key: 'nama_berkas', header: t('halaman.berkas'), cell: (r) => <Button variant="ghost" onClick={() => void unduh(`tugas-akhir/perbaikan-setelah-sidang/berkas/${r.id_perbaikan}`).catch(() => undefined)}>{r.nama_berkas}</Button> },
          { key: 'status', header: t('halaman.status'), cell: (r) => <StatusBadge status={r.status} /> },
          { key: 'catatan_validasi', header: t('halaman.catatan_dosen') },
          { key: 'updated_at', header: t('halaman.diperbarui') },
        ]} />
      </Flex>
    </PageBody>
  );
}
