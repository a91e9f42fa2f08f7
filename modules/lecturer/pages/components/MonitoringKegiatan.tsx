import { Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, PagedList, type PagedColumn } from '../../../../core/client';
import { PAGE_SIZE } from '../../../../core/contract/constants';
import { getMonitoringKegiatan } from '../../api';
import type { MonitoringDosen, MonitoringPage } from '../../schemas';

/** Every lecturer in the validator's scope with their activities per status; the scope's sums above. */
export function MonitoringKegiatan() {
  const { t } = useTranslation('lecturer');
  const [ringkasan, setRingkasan] = useState<MonitoringPage['ringkasan'] | null>(null);
  const [store] = useState(() => createListStore<MonitoringDosen>(async ({ page, perPage }) => {
    const res = await getMonitoringKegiatan({ page, per_page: perPage });
    setRingkasan(res.ringkasan);
    return res;
  }, { perPage: PAGE_SIZE.MONITORING }));
  useEffect(() => {
    void store.load();
  }, [store]);
  const angka = (key: keyof MonitoringDosen, header: string): PagedColumn<MonitoringDosen> => ({ key, header, align: 'right', cell: (r) => r[key] });
  const columns: PagedColumn<MonitoringDosen>[] = [
    { key: 'dosen', header: t('kegiatan.field.dosen'), cell: (r) => <>{r.nama_dosen}<Text as="div" size="1" color="gray">{r.nama_prodi}</Text></> },
    angka('diajukan', t('kegiatan.status.diajukan')),
    angka('valid_prodi', t('kegiatan.status.valid_prodi')),
    angka('disetujui', t('kegiatan.kolom.disetujui')),
    angka('ditolak', t('kegiatan.kolom.ditolak')),
    angka('dibatalkan', t('kegiatan.kolom.dibatalkan')),
    angka('total', t('kegiatan.kolom.total')),
  ];
  const caption = ringkasan ? (
    <Text size="2" color="gray">{t('kegiatan.halaman.ringkasan', {
      total: ringkasan.total, menunggu: ringkasan.diajukan + ringkasan.valid_prodi, disetujui: ringkasan.disetujui, ditolak: ringkasan.ditolak,
    })}</Text>
  ) : null;
  return <PagedList store={store} columns={columns} rowKey={(r) => r.id_dosen} caption={caption} />;
}
