import { Button, Flex, Select, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, notifySuccess, PagedList, PageBody, PageHeader } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { catatHasilUjian, getUjianPenguji } from '../api';
import type { UjianProposal } from '../schemas';
import { CetakUjianButtons, daftarPenguji, FormDialog, jadwalUjian, UbahJudulDialog, UjianStatusBadge } from './components/UjianProposalParts';
import { alasanCukup } from './components/alasan';

const FILTER = ['', 'dijadwalkan', 'perlu_perbaikan', 'perbaikan_diajukan', 'lulus', 'tidak_lulus'] as const;
type Hasil = 'lulus' | 'lulus_perbaikan' | 'tidak_lulus';

/** /ujian-akhir-program-studi/sidang-pra-uaps: the lecturer's proposal examinations: record the result, change the title, print. */
export default function SidangPraUapsPage() {
  const { t } = useTranslation('uaps');
  const [status, setStatus] = useState<(typeof FILTER)[number]>('');
  const filter = useRef(status);
  filter.current = status;
  const [store] = useState(() => createListStore<UjianProposal>(({ page, perPage }) => getUjianPenguji({ page, per_page: perPage, status: filter.current || undefined }), { perPage: PAGE_SIZE.PRE_UAPS_EXAMINERS }));
  const [hasilFor, setHasilFor] = useState<UjianProposal | null>(null);
  const [judulFor, setJudulFor] = useState<UjianProposal | null>(null);
  useEffect(() => { void store.load(1); }, [store, status]);
  const done = (msg: string) => { notifySuccess(msg); void store.load(); };
  return (
    <PageBody>
      <PageHeader title={t('pra_uaps.sidang_judul')} caption={t('pra_uaps.sidang_keterangan')} />
      <Flex gap="2" mb="3" wrap="wrap" role="group">
        {FILTER.map((s) => <Button key={s || 'semua'} size="1" variant={status === s ? 'solid' : 'soft'} onClick={() => setStatus(s)}>{s ? t(`status.${s}`) : t('pra_uaps.semua')}</Button>)}
      </Flex>
      <PagedList store={store} rowKey={(r) => r.id_ujian_proposal} columns={[
        { key: 'mahasiswa', header: t('pra_uaps.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
        { key: 'judul', header: t('pra_uaps.judul') },
        { key: 'jadwal', header: t('pra_uaps.jadwal'), cell: (r) => <>{jadwalUjian(r)}<Text as="div" size="1" color="gray">{r.nama_ruang}</Text></> },
        { key: 'penguji', header: t('pra_uaps.penguji'), cell: daftarPenguji },
        { key: 'status', header: t('pra_uaps.status'), cell: (r) => <><UjianStatusBadge status={r.status} />{r.catatan_hasil ? <Text as="div" size="1" color="gray">{r.catatan_hasil}</Text> : null}</> },
        { key: 'aksi', header: t('pra_uaps.aksi'), cell: (r) => (
          <Flex gap="1" wrap="wrap">
            {r.status === 'dijadwalkan' ? <Button size="1" aria-label={t('pra_uaps.catat_hasil_untuk', { nama: r.nama_mahasiswa })} onClick={() => setHasilFor(r)}>{t('pra_uaps.catat_hasil')}</Button> : null}
            {['dijadwalkan', 'perlu_perbaikan', 'perbaikan_diajukan'].includes(r.status)
              ? <Button size="1" variant="soft" aria-label={t('pra_uaps.ubah_judul_untuk', { nama: r.nama_mahasiswa })} onClick={() => setJudulFor(r)}>{t('pra_uaps.ubah_judul')}</Button> : null}
            <CetakUjianButtons row={r} />
          </Flex>
        ) },
      ]} />
      <HasilDialog row={hasilFor} onClose={() => setHasilFor(null)} onDone={done} />
      <UbahJudulDialog row={judulFor} onClose={() => setJudulFor(null)} onDone={done} />
    </PageBody>
  );
}

function HasilDialog({ row, onClose, onDone }: { row: UjianProposal | null; onClose: () => void; onDone: (msg: string) => void }) {
  const { t } = useTranslation('uaps');
  const [hasil, setHasil] = useState<Hasil>('lulus');
  const [catatan, setCatatan] = useState('');
  return (
    <FormDialog title={row ? t('pra_uaps.catat_hasil_untuk', { nama: row.nama_mahasiswa }) : ''} open={row !== null} onClose={() => { setHasil('lulus'); setCatatan(''); onClose(); }}
      submitLabel={t('pra_uaps.simpan')} disabled={hasil !== 'lulus' && !alasanCukup(catatan)}
      onSubmit={async () => { await catatHasilUjian({ id_ujian_proposal: row!.id_ujian_proposal, hasil, catatan: catatan || undefined }); onDone(t('pra_uaps.hasil_tersimpan')); }}>
      <Text size="2">{row?.judul}</Text>
      <label><Text as="div" size="2" weight="bold" mb="1">{t('pra_uaps.hasil')}</Text>
        <Select.Root value={hasil} onValueChange={(v) => setHasil(v as Hasil)}>
          <Select.Trigger aria-label={t('pra_uaps.hasil')} />
          <Select.Content>{(['lulus', 'lulus_perbaikan', 'tidak_lulus'] as const).map((h) => <Select.Item key={h} value={h}>{t(`hasil.${h}`)}</Select.Item>)}</Select.Content>
        </Select.Root></label>
      <label><Text as="div" size="2" weight="bold" mb="1">{t('pra_uaps.catatan_hasil')}</Text>
        <TextArea value={catatan} onChange={(e) => setCatatan(e.target.value)} aria-label={t('pra_uaps.catatan_hasil')} maxLength={2000} required={hasil !== 'lulus'} /></label>
    </FormDialog>
  );
}
