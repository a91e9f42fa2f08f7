import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PageBody, PageHeader, PagedList, type PagedColumn } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getPenugasanProyek } from '../api-proyek';
import { TAHAP_PROYEK, type TahapProyek } from '../proyek-aturan';
import type { PenugasanProyek, PenugasanProyekList } from '../schemas-proyek';
import { FormPenugasanDialog } from './components/proyek/FormPenugasanDialog';
import { kolomProyek } from './components/proyek/kolom';
import { RiwayatProyekDialog } from './components/proyek/RiwayatProyekDialog';
import { ValidasiDialog } from './components/proyek/ValidasiDialog';
import { Saring, useDaftarTersaring } from './components/Saring';

/**
 * /kelola-penugasan-proyek (aka00, aka02 — the head of programme works as aka02): project
 * assignments of the programmes' lecturers, answers waiting for validation first (7 a page);
 * "Tambah Penugasan" asks a lecturer to take a new one, "Validasi" accepts or returns an answer.
 */
export default function KelolaPenugasanProyekPage() {
  const { t } = useTranslation('lecturer');
  const { store, saring } = useDaftarTersaring<PenugasanProyek, PenugasanProyekList>(
    ({ pilih, ...q }) => getPenugasanProyek({ ...q, status: pilih as TahapProyek | undefined }), PAGE_SIZE.PROJECT_ASSIGNMENT);
  const reload = () => store.load();
  const columns: PagedColumn<PenugasanProyek>[] = [
    ...kolomProyek(t, true),
    { key: 'aksi', header: t('proyek.halaman.aksi'), cell: (r) => (
      <Flex gap="2" wrap="wrap">
        {r.status === 'jawaban_dikirim' ? <ValidasiDialog r={r} onDone={reload} /> : null}
        <RiwayatProyekDialog r={r} />
      </Flex>
    ) },
  ];
  return (
    <PageBody>
      <PageHeader title={t('proyek.halaman.judul_kelola')} caption={t('proyek.halaman.keterangan_kelola')} />
      <Flex mb="3"><FormPenugasanDialog onSaved={() => store.load(1)} /></Flex>
      <Saring label={t('proyek.field.status')} semua={t('proyek.halaman.semua')} placeholder={t('proyek.halaman.cari_staf')} onSaring={saring}
        options={TAHAP_PROYEK.map((s) => ({ value: s, label: t(`proyek.status.${s}`) }))} />
      <PagedList store={store} columns={columns} rowKey={(r) => r.id_ajuan_penugasan_proyek} />
    </PageBody>
  );
}
