import { Box, Button, Flex, Select, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IsianJam, LoadState, PageBody, PageHeader, SaveOutcome, TabelData, useLoad, type PagedColumn } from '../../../core/client';
import { formatRentangJam } from '../../../core/contract/format';
import { getWaktuMengajarDosen, patchWaktuMengajarDosen } from '../api';
import type { WaktuMengajarItem } from '../schemas';
import { useSimpan } from './components/use-simpan';

/**
 * /waktu-mengajar (kor00): the weekly time ranges the lecturer is available to teach. Rows are
 * added and removed freely; "Simpan" sends the whole week and the server names every bad range
 * (not a lecture day, outside lecture hours, too short, overlapping), storing none of them then.
 */
export default function WaktuMengajarPage() {
  const { t } = useTranslation('teaching');
  const muat = useLoad(() => getWaktuMengajarDosen(), []);
  const { saving, outcome, jalankan, tolak } = useSimpan();
  const [waktu, setWaktu] = useState<WaktuMengajarItem[]>([]);
  const data = muat.data;

  useEffect(() => {
    if (data) setWaktu(data.data);
  }, [data]);

  const ubah = (i: number, isi: Partial<WaktuMengajarItem>) => setWaktu(waktu.map((w, j) => (j === i ? { ...w, ...isi } : w)));

  async function simpan() {
    if (!waktu.length) return tolak(t('preferensi.waktu.minimal_satu'));
    if (waktu.some((w) => !w.jam_mulai || !w.jam_selesai)) return tolak(t('preferensi.waktu.jam_kosong'));
    const urut = [...waktu].sort((a, b) => a.hari - b.hari || a.jam_mulai.localeCompare(b.jam_mulai));
    if (await jalankan(() => patchWaktuMengajarDosen({ waktu: urut }))) muat.setData({ ...data!, data: urut });
  }

  // Rows have no key of their own: a new row is empty until it is saved, so they go by position.
  const kolom: PagedColumn<WaktuMengajarItem>[] = data ? [
    { key: 'no', header: t('kolom.no'), cell: (_, i) => i + 1 },
    {
      key: 'hari', header: t('field.hari'), cell: (w, i) => (
        <Select.Root value={String(w.hari)} onValueChange={(v) => ubah(i, { hari: Number(v) })}>
          <Select.Trigger aria-label={t('preferensi.waktu.label_hari', { no: i + 1 })} />
          <Select.Content>
            {data.pengaturan.hari.map((h) => <Select.Item key={h} value={String(h)}>{t(`hari.${h}`)}</Select.Item>)}
          </Select.Content>
        </Select.Root>
      ),
    },
    {
      key: 'mulai', header: t('field.jam_mulai'), cell: (w, i) => (
        <IsianJam value={w.jam_mulai} aria-label={t('preferensi.waktu.label_mulai', { no: i + 1 })}
          min={data.pengaturan.jam_buka} max={data.pengaturan.jam_tutup} onChange={(e) => ubah(i, { jam_mulai: e.target.value })} />
      ),
    },
    {
      key: 'selesai', header: t('field.jam_selesai'), cell: (w, i) => (
        <IsianJam value={w.jam_selesai} aria-label={t('preferensi.waktu.label_selesai', { no: i + 1 })}
          min={data.pengaturan.jam_buka} max={data.pengaturan.jam_tutup} onChange={(e) => ubah(i, { jam_selesai: e.target.value })} />
      ),
    },
    {
      key: 'aksi', header: '', cell: (_, i) => (
        <Button size="1" variant="soft" color="red" aria-label={t('preferensi.waktu.hapus', { no: i + 1 })}
          onClick={() => setWaktu(waktu.filter((_, j) => j !== i))}>{t('aksi.hapus')}</Button>
      ),
    },
  ] : [];

  return (
    <PageBody>
      <PageHeader title={t('preferensi.waktu.judul')} caption={t('preferensi.waktu.keterangan')} />
      <LoadState status={muat.status} error={muat.error} retry={() => void muat.reload()}>
        {data && (
          <>
            <Text as="p" size="2" color="gray" mb="3">
              {t('preferensi.waktu.petunjuk', {
                hari: `${t(`hari.${data.pengaturan.hari[0]}`)}–${t(`hari.${data.pengaturan.hari[data.pengaturan.hari.length - 1]}`)}`,
                jam: formatRentangJam(data.pengaturan.jam_buka, data.pengaturan.jam_tutup), menit: data.pengaturan.durasi_minimal_menit,
              })}
            </Text>
            <SaveOutcome error={outcome.error} saved={outcome.saved} />
            {waktu.length === 0 ? <Text as="p" color="gray" mb="3">{t('preferensi.waktu.kosong')}</Text> : (
              <Box mb="3"><TabelData columns={kolom} rows={waktu} nama={t('preferensi.waktu.judul')} /></Box>
            )}
            <Flex gap="2" justify="between">
              <Button variant="soft" onClick={() => setWaktu([...waktu, { hari: data.pengaturan.hari[0], jam_mulai: '', jam_selesai: '' }])}>
                {t('preferensi.waktu.tambah')}
              </Button>
              <Button onClick={() => void simpan()} disabled={saving}>{t('aksi.simpan')}</Button>
            </Flex>
          </>
        )}
      </LoadState>
    </PageBody>
  );
}
