import { useTranslation } from 'react-i18next';
import { formatTanggal, PageBody, PageHeader, TabelData } from '../../../core/client';
import { CETAK, getSertifikat } from '../api';
import { UnduhButton } from './components/CetakButton';
import { LoadView } from './components/LoadView';
import { useLoad } from './components/useLoad';

/** /sertifikat-seminar: the student's seminar and event certificates with their files. */
export default function SertifikatSeminarPage() {
  const { t } = useTranslation('student');
  const list = useLoad(async () => (await getSertifikat()).data);
  return (
    <PageBody>
      <PageHeader title={t('sertifikat.judul')} caption={t('sertifikat.keterangan')} />
      <LoadView load={list} isEmpty={(l) => l.length === 0} empty={t('sertifikat.kosong')}>
        {(l) => (
          <TabelData size="1" nama={t('sertifikat.judul')} rows={l} rowKey={(s) => s.id_sertifikat} columns={[
            { key: 'nama_event', header: t('sertifikat.kegiatan'), rowHeader: true },
            { key: 'penyelenggara', header: t('sertifikat.penyelenggara') },
            { key: 'tanggal_event', header: t('sertifikat.tanggal'), cell: (s) => formatTanggal(s.tanggal_event) },
            { key: 'peran', header: t('sertifikat.peran') },
            { key: 'nomor_sertifikat', header: t('sertifikat.nomor') },
            { key: 'berkas', header: '', cell: (s) => (s.ada_berkas ? <UnduhButton path={CETAK.sertifikat(s.id_sertifikat)} label={t('umum.unduh')} fallback="Sertifikat.pdf" /> : null) },
          ]} />
        )}
      </LoadView>
    </PageBody>
  );
}
