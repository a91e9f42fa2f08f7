import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PageBody, PageHeader, PagedList, type PagedColumn } from '../../../core/client';
import type { PenugasanProyek } from '../schemas-proyek';
import { FormPenugasanDialog } from './components/proyek/FormPenugasanDialog';
import { SaringProyek, useDaftarProyek } from './components/proyek/DaftarProyek';
import { kolomProyek } from './components/proyek/kolom';
import { RiwayatProyekDialog } from './components/proyek/RiwayatProyekDialog';
import { TarikAjuanDialog } from './components/proyek/TarikAjuanDialog';
import { UbahAjuanDialog } from './components/proyek/UbahAjuanDialog';
import { ValidasiDialog } from './components/proyek/ValidasiDialog';

/**
 * /kelola-penugasan-proyek (aka00, aka02 — the head of programme works as aka02): project
 * assignments of the programmes' lecturers, answers waiting for validation first (7 a page);
 * "Tambah Penugasan" asks a lecturer to take a new one, "Ubah" and "Tarik" change or withdraw one the
 * lecturer has not answered yet (decision 0036), "Validasi" accepts or returns an answer.
 */
export default function KelolaPenugasanProyekPage() {
  const { t } = useTranslation('lecturer');
  const { store, saring } = useDaftarProyek();
  const reload = () => store.load();
  const columns: PagedColumn<PenugasanProyek>[] = [
    ...kolomProyek(t, true),
    { key: 'aksi', header: t('proyek.halaman.aksi'), cell: (r) => (
      <Flex gap="2" wrap="wrap">
        {r.status === 'jawaban_dikirim' ? <ValidasiDialog r={r} onDone={reload} /> : null}
        {r.status === 'diajukan' ? <UbahAjuanDialog r={r} onDone={reload} /> : null}
        {r.status === 'diajukan' ? <TarikAjuanDialog r={r} onDone={reload} /> : null}
        <RiwayatProyekDialog r={r} />
      </Flex>
    ) },
  ];
  return (
    <PageBody>
      <PageHeader title={t('proyek.halaman.judul_kelola')} caption={t('proyek.halaman.keterangan_kelola')} />
      <Flex mb="3"><FormPenugasanDialog onSaved={() => store.load(1)} /></Flex>
      <SaringProyek placeholder={t('proyek.halaman.cari_staf')} onSaring={saring} />
      <PagedList store={store} columns={columns} rowKey={(r) => r.id_ajuan_penugasan_proyek} />
    </PageBody>
  );
}
