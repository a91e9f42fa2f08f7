import { Button, Card, Flex, Heading, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, notifySuccess, PageBody, PageHeader, PagedList, useKirim, type PagedColumn } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { beriIzin, getPengajuanIzin } from '../api-izin';
import type { PengajuanIzin, StatusIzin } from '../schemas-izin';
import { kolomIzin } from './components/izin/kolom';
import { PertemuanIzinPanel } from './components/izin/PertemuanIzin';

const FILTER: Array<StatusIzin | ''> = ['diajukan', 'disetujui', 'ditolak', ''];

/** Grant or refuse one waiting request; a refusal needs its reason (the server checks it too). */
function Keputusan({ r, onDone }: { r: PengajuanIzin; onDone: () => Promise<void> }) {
  const { t } = useTranslation('lecturer');
  const [catatan, setCatatan] = useState('');
  const { busy, kirim } = useKirim();
  // A refusal (e.g. another approver was faster) was shown by the API client.
  const putuskan = (setuju: boolean) => kirim(async () => {
    notifySuccess((await beriIzin({ id_pengajuan_izin: r.id_pengajuan_izin, setuju, ...(catatan.trim() ? { catatan } : {}) })).message);
    await onDone();
  });
  return (
    <Card size="2">
      <Heading as="h3" size="3" mb="2">{t('izin.halaman.keputusan_judul')}: {r.nama_dosen}</Heading>
      <Flex direction="column" gap="2" asChild>
        <label>
          <Text size="2" weight="medium">{t('izin.field.catatan')}</Text>
          <TextArea value={catatan} onChange={(e) => setCatatan(e.target.value)} maxLength={1000} rows={2} />
          <Text size="1" color="gray">{t('izin.halaman.catatan_petunjuk')}</Text>
        </label>
      </Flex>
      <Flex gap="2" mt="3">
        <Button disabled={busy} onClick={() => void putuskan(true)}>{t('izin.halaman.setujui')}</Button>
        <Button color="red" variant="soft" disabled={busy || catatan.trim().length < 5} onClick={() => void putuskan(false)}>{t('izin.halaman.tolak')}</Button>
      </Flex>
    </Card>
  );
}

/**
 * /persetujuan-izin-dosen (aka00, aka02 — the head of programme works as aka02): the leave requests
 * of the programmes' lecturers, waiting ones first; each can be checked (attachment, class
 * arrangements) and granted or refused once.
 */
export default function PersetujuanIzinDosenPage() {
  const { t } = useTranslation('lecturer');
  const [status, setStatus] = useState<StatusIzin | ''>('diajukan');
  const [dipilih, setDipilih] = useState<PengajuanIzin | null>(null);
  // The store is made once and reads the current filter on each load.
  const filter = useRef(status);
  const [store] = useState(() => createListStore<PengajuanIzin>(({ page, perPage }) => getPengajuanIzin({ page, per_page: perPage, ...(filter.current ? { status: filter.current } : {}) }), { perPage: PAGE_SIZE.LEAVE }));
  useEffect(() => {
    filter.current = status;
    void store.load(1);
  }, [store, status]);
  const columns: PagedColumn<PengajuanIzin>[] = [
    { key: 'dosen', header: t('izin.halaman.dosen'), cell: (r) => <Flex direction="column"><Text>{r.nama_dosen}</Text><Text size="1" color="gray">{r.nama_prodi}</Text></Flex> },
    ...kolomIzin(t),
    { key: 'periksa', header: '', cell: (r) => (
      <Button size="1" variant={dipilih?.id_pengajuan_izin === r.id_pengajuan_izin ? 'solid' : 'soft'} aria-label={`${t('izin.halaman.periksa')} ${r.nama_dosen}`}
        onClick={() => setDipilih(dipilih?.id_pengajuan_izin === r.id_pengajuan_izin ? null : r)}>{t('izin.halaman.periksa')}</Button>
    ) },
  ];
  return (
    <PageBody>
      <PageHeader title={t('izin.halaman.judul_persetujuan')} caption={t('izin.halaman.keterangan_persetujuan')} />
      <Flex direction="column" gap="4">
        <Flex gap="2" align="center" asChild>
          <label>
            <Text size="2">{t('izin.halaman.filter_status')}</Text>
            <select value={status} onChange={(e) => { setStatus(e.target.value as StatusIzin | ''); setDipilih(null); }}>
              {FILTER.map((s) => <option key={s} value={s}>{s ? t(`izin.status.${s}`) : t('izin.halaman.semua')}</option>)}
            </select>
          </label>
        </Flex>
        <PagedList store={store} columns={columns} rowKey={(r) => r.id_pengajuan_izin} />
        {dipilih ? (
          <>
            <PertemuanIzinPanel idIzin={dipilih.id_pengajuan_izin} />
            {dipilih.status === 'diajukan' ? <Keputusan r={dipilih} onDone={async () => { setDipilih(null); await store.load(); }} /> : null}
          </>
        ) : null}
      </Flex>
    </PageBody>
  );
}
