import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, notifySuccess, PagedList, PageBody, PageHeader } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getUjianPenguji } from '../api';
import type { UjianProposal } from '../schemas';
import { CetakUjianButtons, daftarPenguji, jadwalUjian, UbahJudulDialog, UjianStatusBadge } from './components/UjianProposalParts';

const FILTER = ['', 'dijadwalkan', 'perlu_perbaikan', 'perbaikan_diajukan', 'lulus', 'tidak_lulus'] as const;

/** /sidang-pra-uaps/data-sidang-pra-uaps: every proposal examination of the staff member's programmes with its state and prints. */
export default function DataSidangPraUapsPage() {
  const { t } = useTranslation('uaps');
  const [status, setStatus] = useState<(typeof FILTER)[number]>('');
  const [cari, setCari] = useState('');
  const filter = useRef({ status, cari });
  filter.current = { status, cari };
  const [store] = useState(() => createListStore<UjianProposal>(({ page, perPage }) => getUjianPenguji({ page, per_page: perPage, status: filter.current.status || undefined, cari: filter.current.cari.trim() || undefined }), { perPage: PAGE_SIZE.PRE_UAPS_EXAMINERS }));
  const [judulFor, setJudulFor] = useState<UjianProposal | null>(null);
  useEffect(() => { void store.load(1); }, [store, status]);
  return (
    <PageBody>
      <PageHeader title={t('pra_uaps.data_judul')} caption={t('pra_uaps.data_keterangan')} />
      <Flex gap="2" mb="3" wrap="wrap" align="center" role="group">
        {FILTER.map((s) => <Button key={s || 'semua'} size="1" variant={status === s ? 'solid' : 'soft'} onClick={() => setStatus(s)}>{s ? t(`status.${s}`) : t('pra_uaps.semua')}</Button>)}
        <form onSubmit={(e) => { e.preventDefault(); void store.load(1); }}>
          <TextField.Root className="siakad-cari" size="1" placeholder={t('pra_uaps.cari')} aria-label={t('pra_uaps.cari')} value={cari} onChange={(e) => setCari(e.target.value)} />
        </form>
      </Flex>
      <PagedList store={store} rowKey={(r) => r.id_ujian_proposal} columns={[
        { key: 'mahasiswa', header: t('pra_uaps.mahasiswa'), cell: (r) => <>{r.nim} — {r.nama_mahasiswa}<Text as="div" size="1" color="gray">{r.nama_prodi}</Text></> },
        { key: 'judul', header: t('pra_uaps.judul') },
        { key: 'jadwal', header: t('pra_uaps.jadwal'), cell: (r) => <>{jadwalUjian(r)}<Text as="div" size="1" color="gray">{r.nama_ruang}</Text></> },
        { key: 'penguji', header: t('pra_uaps.penguji'), cell: daftarPenguji },
        { key: 'status', header: t('pra_uaps.status'), cell: (r) => <><UjianStatusBadge status={r.status} />{r.hasil ? <Text as="div" size="1" color="gray">{t(`hasil.${r.hasil}`)}</Text> : null}</> },
        { key: 'aksi', header: t('pra_uaps.aksi'), cell: (r) => (
          <Flex gap="1" wrap="wrap">
            {['dijadwalkan', 'perlu_perbaikan', 'perbaikan_diajukan'].includes(r.status)
              ? <Button size="1" variant="soft" aria-label={t('pra_uaps.ubah_judul_untuk', { nama: r.nama_mahasiswa })} onClick={() => setJudulFor(r)}>{t('pra_uaps.ubah_judul')}</Button> : null}
            <CetakUjianButtons row={r} />
          </Flex>
        ) },
      ]} />
      <UbahJudulDialog row={judulFor} onClose={() => setJudulFor(null)} onDone={(msg) => { notifySuccess(msg); void store.load(); }} />
    </PageBody>
  );
}
