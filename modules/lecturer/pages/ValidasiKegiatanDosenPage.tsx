import { Button, Flex, Tabs, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, notifySuccess, PagedList, PageBody, PageHeader, useAuth, type PagedColumn } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getKegiatan, unduhBuktiKegiatan, validasiKegiatan } from '../api';
import { STATUS_KEGIATAN, type StatusKegiatan } from '../kegiatan-aturan';
import type { KegiatanDosen } from '../schemas';
import { kolomKegiatan } from './components/kolomKegiatan';
import { MonitoringKegiatan } from './components/MonitoringKegiatan';
import { PutuskanKegiatan } from './components/PutuskanKegiatan';

const SEMUA = 'semua';

const silently = async (work: () => Promise<void>) => {
  try {
    await work();
  } catch {
    // The API client showed the server's message (for instance another validator was faster).
  }
};

/**
 * /validasi-kegiatan-dosen (aka00 and aka02: level 1 for their programmes; fak00: level 2 for its
 * faculty): the activities waiting for the caller's level, every activity in scope by status, and
 * the monitoring per lecturer.
 */
export default function ValidasiKegiatanDosenPage() {
  const { t } = useTranslation('lecturer');
  const { userType } = useAuth();
  const level = t(`kegiatan.langkah.${userType === 'fak00' ? 'level_2' : 'level_1'}`);
  const [status, setStatus] = useState(SEMUA);
  // The filter the 'all' list asks with (read by its loader at load time).
  const semuaStatus = useRef<StatusKegiatan | undefined>(undefined);
  const [menunggu] = useState(() => createListStore<KegiatanDosen>(({ page, perPage }) => getKegiatan({ page, per_page: perPage, menunggu: 1 }), { perPage: PAGE_SIZE.LECTURER_ACTIVITY }));
  const [semua] = useState(() => createListStore<KegiatanDosen>(({ page, perPage }) => getKegiatan({ page, per_page: perPage, status: semuaStatus.current }), { perPage: PAGE_SIZE.LECTURER_ACTIVITY }));
  useEffect(() => {
    void menunggu.load();
  }, [menunggu]);
  useEffect(() => {
    semuaStatus.current = status === SEMUA ? undefined : (status as StatusKegiatan);
    void semua.load(1);
  }, [semua, status]);

  const dosen: PagedColumn<KegiatanDosen> = { key: 'dosen', header: t('kegiatan.field.dosen'), cell: (r) => <>{r.nama_dosen}<Text as="div" size="1" color="gray">{r.nama_prodi}</Text></> };
  const bukti: PagedColumn<KegiatanDosen> = { key: 'bukti', header: t('kegiatan.field.bukti'), cell: (r) => (
    <Button size="1" variant="ghost" onClick={() => void silently(() => unduhBuktiKegiatan(r.id_kegiatan_dosen))}>{t('kegiatan.aksi.unduh')}</Button>
  ) };
  const menungguCols: PagedColumn<KegiatanDosen>[] = [
    dosen, ...kolomKegiatan(t).filter((c) => c.key !== 'status'), bukti,
    { key: 'aksi', header: '', cell: (r) => <PutuskanKegiatan label={r.judul} onDecide={(setuju, alasan) => silently(async () => {
      const res = await validasiKegiatan(r.id_kegiatan_dosen, setuju ? { setuju } : { setuju, alasan });
      notifySuccess(res.message);
      await Promise.all([menunggu.load(), semua.load()]);
    })} /> },
  ];

  return (
    <PageBody>
      <PageHeader title={t('kegiatan.halaman.validasi_judul')} caption={t('kegiatan.halaman.validasi_keterangan', { level })} />
      <Tabs.Root defaultValue="menunggu">
        <Tabs.List>
          <Tabs.Trigger value="menunggu">{t('kegiatan.halaman.tab_menunggu')}</Tabs.Trigger>
          <Tabs.Trigger value="semua">{t('kegiatan.halaman.tab_semua')}</Tabs.Trigger>
          <Tabs.Trigger value="monitoring">{t('kegiatan.halaman.tab_monitoring')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="menunggu">
          <Flex direction="column" gap="3" pt="3">
            <PagedList store={menunggu} columns={menungguCols} rowKey={(r) => r.id_kegiatan_dosen} />
          </Flex>
        </Tabs.Content>
        <Tabs.Content value="semua">
          <Flex direction="column" gap="3" pt="3">
            <Flex gap="2" align="center">
              <Text as="label" size="2" htmlFor="filter-status">{t('kegiatan.field.status')}</Text>
              <select id="filter-status" value={status} onChange={(e) => setStatus(e.target.value)}>
                <option value={SEMUA}>{t('kegiatan.halaman.semua_status')}</option>
                {STATUS_KEGIATAN.map((s) => <option key={s} value={s}>{t(`kegiatan.status.${s}`)}</option>)}
              </select>
            </Flex>
            <PagedList store={semua} columns={[dosen, ...kolomKegiatan(t), bukti]} rowKey={(r) => r.id_kegiatan_dosen} />
          </Flex>
        </Tabs.Content>
        <Tabs.Content value="monitoring">
          <Flex direction="column" gap="3" pt="3">
            <MonitoringKegiatan />
          </Flex>
        </Tabs.Content>
      </Tabs.Root>
    </PageBody>
  );
}
