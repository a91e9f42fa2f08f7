import { Button, Card, Flex, Heading, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, formatTanggal, notifySuccess, PagedList, PageBody, PageHeader, useKirim } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { ajukanPresensiManual, getPertemuanTanpaPresensi, getPresensiManual } from '../api';
import type { PertemuanTanpaPresensi, PresensiManual } from '../schemas';
import { kolomPresensiManual } from './components/kolom';

/**
 * /presensi-dosen/presensi-manual (dsn00): a meeting held without the QR (your own attendance is
 * missing) can be submitted for manual validation; below, your requests.
 */
export default function PresensiManualPage() {
  const { t } = useTranslation('attendance');
  const [store] = useState(() => createListStore<PresensiManual>(({ page, perPage }) => getPresensiManual({ page, per_page: perPage }), { perPage: PAGE_SIZE.ATTENDANCE }));
  const [pertemuan, setPertemuan] = useState<PertemuanTanpaPresensi['data']>([]);
  const [idPertemuan, setIdPertemuan] = useState('');
  const [alasan, setAlasan] = useState('');
  const { busy, kirim: jalankan } = useKirim();
  const muat = () => getPertemuanTanpaPresensi().then((r) => setPertemuan(r.data)).catch(() => undefined);
  useEffect(() => {
    void store.load();
    void muat();
  }, [store]);

  const kirim = async (e: React.FormEvent) => {
    e.preventDefault();
    await jalankan(async () => {
      const res = await ajukanPresensiManual({ id_pertemuan: Number(idPertemuan), alasan });
      notifySuccess(res.message);
      setIdPertemuan('');
      setAlasan('');
      await Promise.all([store.load(1), muat()]);
    });
  };

  return (
    <PageBody>
      <PageHeader title={t('manual.judul')} caption={t('manual.keterangan')} />
      <Card size="2" mb="4" style={{ maxWidth: 720 }}>
        <form onSubmit={(e) => void kirim(e)}>
          <Flex direction="column" gap="3">
            <Heading as="h2" size="3">{t('manual.ajukan')}</Heading>
            {pertemuan.length === 0 ? <Text color="gray" size="2">{t('manual.tidak_ada_pertemuan')}</Text> : null}
            <label>
              <Text as="div" size="2" weight="medium" mb="1">{t('kolom.pertemuan')}</Text>
              <select required value={idPertemuan} onChange={(e) => setIdPertemuan(e.target.value)} style={{ width: '100%' }}>
                <option value="">{t('umum.pilih')}</option>
                {pertemuan.map((p) => <option key={p.id_pertemuan} value={p.id_pertemuan}>{`${p.nama_mata_kuliah} ${p.nama_kelas} · ${t('dosen.pertemuan_ke', { ke: p.pertemuan_ke })} · ${formatTanggal(p.tanggal)} ${p.jam_mulai}`}</option>)}
              </select>
            </label>
            <label>
              <Text as="div" size="2" weight="medium" mb="1">{t('manual.alasan')}</Text>
              <TextArea required minLength={5} maxLength={1000} value={alasan} onChange={(e) => setAlasan(e.target.value)} />
            </label>
            <Flex><Button type="submit" disabled={busy || !pertemuan.length}>{t('aksi.ajukan')}</Button></Flex>
          </Flex>
        </form>
      </Card>
      <PagedList store={store} columns={kolomPresensiManual(t)} rowKey={(r) => r.id_presensi_manual} />
    </PageBody>
  );
}
