import { Button } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { createListStore, PagedList, PageBody, PageHeader, useRouteHref } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getRiwayatPenguji } from '../api';
import type { UjianProposal } from '../schemas';
import { CetakUjianButtons, jadwalUjian, UjianStatusBadge } from './components/UjianProposalParts';

/** /data-laporan/dosen-penguji-pra-uaps/detail/:id_dosen: one lecturer's proposal examinations in the staff member's programmes. */
export default function DosenPengujiPraUapsDetailPage() {
  const { t } = useTranslation('uaps');
  const idDosen = Number(useParams<{ id_dosen: string }>().id_dosen);
  const [nama, setNama] = useState('');
  const [store] = useState(() => createListStore<UjianProposal>(async ({ page, perPage }) => {
    const res = await getRiwayatPenguji(idDosen, { page, per_page: perPage });
    setNama(res.nama_dosen);
    return res;
  }, { perPage: PAGE_SIZE.PRE_UAPS_EXAMINERS }));
  const back = useRouteHref('uaps:dosen-penguji-pra-uaps');
  useEffect(() => { void store.load(1); }, [store]);
  return (
    <PageBody>
      <PageHeader title={t('pra_uaps.penguji_detail_judul')} caption={nama}
        actions={back ? <Button variant="soft" asChild><Link href={back}>{t('pra_uaps.kembali')}</Link></Button> : null} />
      <PagedList store={store} rowKey={(r) => r.id_ujian_proposal} columns={[
        { key: 'mahasiswa', header: t('pra_uaps.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
        { key: 'judul', header: t('pra_uaps.judul') },
        { key: 'jadwal', header: t('pra_uaps.jadwal'), cell: (r) => jadwalUjian(r) },
        { key: 'nama_ruang', header: t('pra_uaps.ruang') },
        { key: 'status', header: t('pra_uaps.status'), cell: (r) => <UjianStatusBadge status={r.status} /> },
        { key: 'cetak', header: '', cell: (r) => <CetakUjianButtons row={r} /> },
      ]} />
    </PageBody>
  );
}
