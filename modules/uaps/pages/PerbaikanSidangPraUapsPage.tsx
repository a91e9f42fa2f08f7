import { Button, Flex, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, notifySuccess, PagedList, PageBody, PageHeader } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getUjianPenguji, statusPerbaikanUjian, unduhPerbaikanUjian } from '../api';
import type { UjianProposal } from '../schemas';
import { FormDialog, UjianStatusBadge } from './components/UjianProposalParts';
import { tampilWaktu } from './components/tampil';
import { alasanCukup } from './components/alasan';

/** /ujian-akhir-program-studi/perbaikan-sidang-pra-uaps: revisions after a proposal examination that the examiner approves or returns. */
export default function PerbaikanSidangPraUapsPage() {
  const { t } = useTranslation('uaps');
  const [status, setStatus] = useState<'perbaikan_diajukan' | 'perlu_perbaikan'>('perbaikan_diajukan');
  const filter = useRef(status);
  filter.current = status;
  const [store] = useState(() => createListStore<UjianProposal>(({ page, perPage }) => getUjianPenguji({ page, per_page: perPage, status: filter.current }), { perPage: PAGE_SIZE.PRE_UAPS_EXAMINERS }));
  const [kembaliFor, setKembaliFor] = useState<UjianProposal | null>(null);
  const [catatan, setCatatan] = useState('');
  useEffect(() => { void store.load(1); }, [store, status]);
  const setujui = async (r: UjianProposal) => {
    try {
      await statusPerbaikanUjian({ id_ujian_proposal: r.id_ujian_proposal, aksi: 'setujui' });
      notifySuccess(t('pra_uaps.perbaikan_disetujui'));
      void store.load();
    } catch {
      // The API client has shown the server's message.
    }
  };
  return (
    <PageBody>
      <PageHeader title={t('pra_uaps.perbaikan_judul')} caption={t('pra_uaps.perbaikan_keterangan')} />
      <Flex gap="2" mb="3" role="group">
        {(['perbaikan_diajukan', 'perlu_perbaikan'] as const).map((s) => <Button key={s} size="1" variant={status === s ? 'solid' : 'soft'} onClick={() => setStatus(s)}>{t(`status.${s}`)}</Button>)}
      </Flex>
      <PagedList store={store} rowKey={(r) => r.id_ujian_proposal} columns={[
        { key: 'mahasiswa', header: t('pra_uaps.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
        { key: 'judul', header: t('pra_uaps.judul') },
        { key: 'catatan_hasil', header: t('pra_uaps.catatan_hasil'), cell: (r) => r.catatan_hasil ?? '-' },
        { key: 'berkas', header: t('pra_uaps.berkas_perbaikan'), cell: (r) => (r.nama_berkas_perbaikan ? (
          <>
            <Button size="1" variant="ghost" onClick={() => void unduhPerbaikanUjian(r.id_ujian_proposal).catch(() => undefined)}>{r.nama_berkas_perbaikan}</Button>
            {r.catatan_perbaikan ? <Text as="div" size="1" color="gray">{t('pra_uaps.catatan_mahasiswa')}: {r.catatan_perbaikan}</Text> : null}
            {r.perbaikan_diajukan_at ? <Text as="div" size="1" color="gray">{tampilWaktu(r.perbaikan_diajukan_at)}</Text> : null}
          </>
        ) : <Text size="1" color="gray">{t('pra_uaps.belum_ada_perbaikan')}</Text>) },
        { key: 'status', header: t('pra_uaps.status'), cell: (r) => <UjianStatusBadge status={r.status} /> },
        { key: 'aksi', header: t('pra_uaps.aksi'), cell: (r) => (r.status === 'perbaikan_diajukan' ? (
          <Flex gap="1">
            <Button size="1" color="green" aria-label={t('pra_uaps.setujui_untuk', { nama: r.nama_mahasiswa })} onClick={() => void setujui(r)}>{t('pra_uaps.setujui')}</Button>
            <Button size="1" color="amber" variant="soft" aria-label={t('pra_uaps.kembalikan_untuk', { nama: r.nama_mahasiswa })} onClick={() => setKembaliFor(r)}>{t('pra_uaps.kembalikan')}</Button>
          </Flex>
        ) : null) },
      ]} />
      <FormDialog title={kembaliFor ? t('pra_uaps.kembalikan_untuk', { nama: kembaliFor.nama_mahasiswa }) : ''} open={kembaliFor !== null} onClose={() => { setCatatan(''); setKembaliFor(null); }}
        submitLabel={t('pra_uaps.kembalikan')} disabled={!alasanCukup(catatan)}
        onSubmit={async () => {
          await statusPerbaikanUjian({ id_ujian_proposal: kembaliFor!.id_ujian_proposal, aksi: 'kembalikan', catatan });
          notifySuccess(t('pra_uaps.perbaikan_dikembalikan'));
          void store.load();
        }}>
        <label><Text as="div" size="2" weight="bold" mb="1">{t('pra_uaps.alasan_kembali')}</Text>
          <TextArea value={catatan} onChange={(e) => setCatatan(e.target.value)} aria-label={t('pra_uaps.alasan_kembali')} required maxLength={2000} /></label>
      </FormDialog>
    </PageBody>
  );
}
