import { Table } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatTanggal, KolomAksi, PageBody, PageHeader } from '../../../core/client';
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
          <Table.Root variant="surface" size="1">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('sertifikat.kegiatan')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('sertifikat.penyelenggara')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('sertifikat.tanggal')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('sertifikat.peran')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('sertifikat.nomor')}</Table.ColumnHeaderCell>
                <KolomAksi />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {l.map((s) => (
                <Table.Row key={s.id_sertifikat}>
                  <Table.RowHeaderCell>{s.nama_event}</Table.RowHeaderCell>
                  <Table.Cell>{s.penyelenggara}</Table.Cell>
                  <Table.Cell>{formatTanggal(s.tanggal_event)}</Table.Cell>
                  <Table.Cell>{s.peran}</Table.Cell>
                  <Table.Cell>{s.nomor_sertifikat}</Table.Cell>
                  <Table.Cell>{s.ada_berkas ? <UnduhButton path={CETAK.sertifikat(s.id_sertifikat)} label={t('umum.unduh')} fallback="Sertifikat.pdf" /> : '-'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </LoadView>
    </PageBody>
  );
}
