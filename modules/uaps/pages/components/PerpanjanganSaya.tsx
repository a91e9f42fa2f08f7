import { Button, Card, DataList, Flex, Heading, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, formatTanggal, PagedList } from '../../../../core/client';
import { PAGE_SIZE } from '../../../../core/contract/constants';
import { ajukanPerpanjangan, batalPerpanjangan, getPerpanjangan } from '../../api';
import type { Perpanjangan } from '../../schemas';
import { StatusBadge } from './StatusBadge';
import { useAksi } from './useAksi';
import { tampilWaktu } from './tampil';
import { SELECT_PENUH } from './PerubahanSaya';

const BULAN = [1, 2, 3, 4, 5, 6];

/** Remaining days as words: 'n hari lagi' or 'lewat n hari'. */
export function SisaHari({ batas }: { batas: string }) {
  const { t } = useTranslation('uaps');
  const today = new Date(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' }));
  const days = Math.round((new Date(batas).getTime() - today.getTime()) / 86_400_000);
  return <Text color={days < 0 ? 'red' : days <= 30 ? 'amber' : undefined}>{days < 0 ? t('izin.halaman.lewat_hari', { n: -days }) : t('izin.halaman.sisa_hari', { n: days })}</Text>;
}

/**
 * The student's extension: the deadline, a request form (months and reason) and the requests with
 * their outcome; a returned request can be sent again or cancelled.
 */
export function PerpanjanganSaya({ batas, jumlah }: { batas: string; jumlah: number }) {
  const { t } = useTranslation('uaps');
  const [store] = useState(() => createListStore<Perpanjangan>(({ page, perPage }) => getPerpanjangan({ page, per_page: perPage }), { perPage: PAGE_SIZE.DEFAULT }));
  const [bulan, setBulan] = useState(1);
  const [alasan, setAlasan] = useState('');
  const { busy, run } = useAksi(store);
  useEffect(() => { void store.load(1); }, [store]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() => ajukanPerpanjangan({ bulan, alasan }).then(() => setAlasan('')), t('izin.halaman.perpanjangan_diajukan'));
  };
  return (
    <Card size="3">
      <Heading as="h3" size="3" mb="1">{t('izin.halaman.perpanjangan_judul')}</Heading>
      <Text as="p" size="2" color="gray" mb="3">{t('izin.halaman.perpanjangan_keterangan')}</Text>
      {/* Label above value on a phone: side by side the values squeezed to a letter or two per line. */}
      <DataList.Root mb="3" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
        <DataList.Item><DataList.Label>{t('halaman.batas_selesai')}</DataList.Label><DataList.Value><span>{formatTanggal(batas)} — <SisaHari batas={batas} /></span></DataList.Value></DataList.Item>
        <DataList.Item><DataList.Label>{t('izin.halaman.jumlah_perpanjangan')}</DataList.Label><DataList.Value>{jumlah}</DataList.Value></DataList.Item>
      </DataList.Root>
      <form onSubmit={submit} aria-label={t('izin.halaman.perpanjangan_judul')}>
        <Flex direction="column" gap="3" mb="4">
          <label><Text as="div" size="2" weight="bold" mb="1">{t('izin.halaman.lama_bulan')}</Text>
            <select value={bulan} onChange={(e) => setBulan(Number(e.target.value))} aria-label={t('izin.halaman.lama_bulan')} style={SELECT_PENUH}>
              {BULAN.map((b) => <option key={b} value={b}>{t('izin.halaman.bulan_n', { n: b })}</option>)}
            </select></label>
          <label><Text as="div" size="2" weight="bold" mb="1">{t('izin.halaman.alasan_perpanjangan')}</Text>
            <TextArea value={alasan} onChange={(e) => setAlasan(e.target.value)} minLength={10} maxLength={2000} rows={3} required aria-label={t('izin.halaman.alasan_perpanjangan')} /></label>
          <Flex><Button type="submit" disabled={busy}>{t('izin.halaman.ajukan_perpanjangan')}</Button></Flex>
        </Flex>
      </form>
      <PagedList store={store} rowKey={(r) => r.id_perubahan} caption={t('izin.halaman.daftar_perpanjangan')} columns={[
        { key: 'created_at', header: t('halaman.tanggal'), cell: (r) => tampilWaktu(r.created_at) },
        { key: 'bulan', header: t('izin.halaman.lama_bulan'), cell: (r) => t('izin.halaman.bulan_n', { n: r.bulan }) },
        { key: 'alasan', header: t('halaman.alasan') },
        { key: 'status', header: t('halaman.status'), cell: (r) => <StatusBadge status={r.status} /> },
        { key: 'batas', header: t('izin.halaman.batas_baru'), cell: (r) => (r.batas_baru ? `${formatTanggal(r.batas_lama ?? '')} → ${formatTanggal(r.batas_baru)}` : '-') },
        { key: 'catatan_validasi', header: t('halaman.catatan_prodi') },
        { key: 'aksi', header: '', cell: (r) => (['dikembalikan', 'revisi'].includes(r.status) ? (
          <Flex gap="2">
            <Button size="1" disabled={busy} onClick={() => void run(() => ajukanPerpanjangan({ id_perubahan: r.id_perubahan }), t('izin.halaman.perpanjangan_diajukan'))}>{t('izin.halaman.ajukan_ulang')}</Button>
            <Button size="1" color="red" variant="soft" disabled={busy} onClick={() => void run(() => batalPerpanjangan(r.id_perubahan), t('izin.halaman.perpanjangan_dibatalkan'))}>{t('halaman.batalkan')}</Button>
          </Flex>
        ) : null) },
      ]} />
    </Card>
  );
}
