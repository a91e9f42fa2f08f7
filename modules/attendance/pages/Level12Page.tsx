import { Badge, Flex, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, formatTanggalJam, PagedList, PageBody, PageHeader, type PagedColumn } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getPresensiManual } from '../api';
import type { PresensiManual } from '../schemas';
import { kolomPresensiManual } from './components/kolom';

/** Where a request stands at one level: approved (with time), refused, or still waiting. */
function Level({ r, langkah }: { r: PresensiManual; langkah: 'level_1' | 'level_2' }) {
  const { t } = useTranslation('attendance');
  const step = r.riwayat.find((h) => h.langkah === langkah);
  if (step) return <Flex direction="column"><Badge color={step.ke === 'ditolak' ? 'red' : 'green'}>{t(step.ke === 'ditolak' ? 'manual.ditolak' : 'manual.disetujui')}</Badge><Text size="1" color="gray">{formatTanggalJam(step.waktu)}</Text></Flex>;
  if (r.status === 'ditolak') return <Text color="gray">-</Text>;
  return <Badge color="amber">{t('manual.menunggu')}</Badge>;
}

/** /presensi-dosen/level-1&2 (dsn00): your manual-attendance requests with their level 1 (programme) and level 2 (faculty/unit) validation. */
export default function Level12Page() {
  const { t } = useTranslation('attendance');
  const [store] = useState(() => createListStore<PresensiManual>(({ page, perPage }) => getPresensiManual({ page, per_page: perPage }), { perPage: PAGE_SIZE.ATTENDANCE }));
  useEffect(() => void store.load(), [store]);
  const columns: PagedColumn<PresensiManual>[] = [
    ...kolomPresensiManual(t).filter((c) => c.key !== 'nama_dosen' && c.key !== 'status'),
    { key: 'l1', header: t('langkah.level_1'), cell: (r) => <Level r={r} langkah="level_1" /> },
    { key: 'l2', header: t('langkah.level_2'), cell: (r) => <Level r={r} langkah="level_2" /> },
  ];
  return (
    <PageBody>
      <PageHeader title={t('manual.level_judul')} caption={t('manual.level_keterangan')} />
      <PagedList store={store} columns={columns} rowKey={(r) => r.id_presensi_manual} />
    </PageBody>
  );
}
