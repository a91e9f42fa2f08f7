import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PageBody, PageHeader, PagedList, type PagedColumn } from '../../../core/client';
import { BISA_KIRIM_JAWABAN } from '../proyek-aturan';
import type { PenugasanProyek } from '../schemas-proyek';
import { KirimJawabanDialog } from './components/proyek/KirimJawabanDialog';
import { SaringProyek, useDaftarProyek } from './components/proyek/DaftarProyek';
import { kolomProyek } from './components/proyek/kolom';
import { PersetujuanDialog } from './components/proyek/PersetujuanDialog';
import { RiwayatProyekDialog } from './components/proyek/RiwayatProyekDialog';

/**
 * /penugasan-proyek (dsn00, kor00): the project assignments the programme gave the lecturer, what
 * waits for them first (7 a page, spec section 9); each request is approved or declined, an
 * approved one's answer sent (again until accepted), with the letter, task and answer downloads.
 */
export default function PenugasanProyekPage() {
  const { t } = useTranslation('lecturer');
  const { store, saring } = useDaftarProyek();
  const reload = () => store.load();
  const columns: PagedColumn<PenugasanProyek>[] = [
    ...kolomProyek(t),
    { key: 'aksi', header: t('proyek.halaman.aksi'), cell: (r) => (
      <Flex gap="2" wrap="wrap">
        {r.status === 'diajukan' ? <PersetujuanDialog r={r} onDone={reload} /> : null}
        {BISA_KIRIM_JAWABAN.includes(r.status) ? <KirimJawabanDialog r={r} onDone={reload} /> : null}
        <RiwayatProyekDialog r={r} />
      </Flex>
    ) },
  ];
  return (
    <PageBody>
      <PageHeader title={t('proyek.halaman.judul')} caption={t('proyek.halaman.keterangan')} />
      <SaringProyek placeholder={t('proyek.halaman.cari_dosen')} onSaring={saring} />
      <PagedList store={store} columns={columns} rowKey={(r) => r.id_ajuan_penugasan_proyek} />
    </PageBody>
  );
}
