import { Badge, SegmentedControl, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DaftarKartu, formatTanggal, KartuBaris, NamaTabel, PageBody, PageHeader, useLayarSempit, useLoad } from '../../../core/client';
import { getUjian, getUjianCetak } from '../api';
import type { UjianItem } from '../schemas';
import { CetakButton, LoadState } from './components/shared';
import { formatRentangJam } from '../../../core/contract/format';

/** /data-akademik/kartu-ujian: the UTS or UAS card: exam date, time, room and eligibility of each class. */
export default function KartuUjianPage() {
  const { t } = useTranslation('krs');
  const [jenis, setJenis] = useState<'UTS' | 'UAS'>('UTS');
  const kartu = useLoad(() => getUjian(jenis), [jenis]);
  const sempit = useLayarSempit();
  return (
    <PageBody>
      <PageHeader title={t('ujian.judul')} caption={kartu.data?.semester.nama_semester_registrasi}
        actions={<CetakButton fetchPdf={() => getUjianCetak(jenis)} filename={`Kartu-${jenis}.pdf`} />} />
      <SegmentedControl.Root value={jenis} onValueChange={(v) => setJenis(v as 'UTS' | 'UAS')} mb="3" aria-label={t('ujian.jenis')}>
        <SegmentedControl.Item value="UTS">{t('ujian.uts')}</SegmentedControl.Item>
        <SegmentedControl.Item value="UAS">{t('ujian.uas')}</SegmentedControl.Item>
      </SegmentedControl.Root>
      <LoadState status={kartu.status} error={kartu.error} onRetry={kartu.reload}>
        {() => {
          const syarat = (u: UjianItem) => (
            <>
              <Badge color={u.memenuhi_syarat ? 'green' : 'red'}>{u.memenuhi_syarat ? t('ujian.memenuhi') : t('ujian.tidak_memenuhi')}</Badge>
              {u.persen_kehadiran !== null ? <Text size="1" color="gray"> {t('ujian.kehadiran', { persen: u.persen_kehadiran })}</Text> : null}
              {u.alasan ? <Text as="div" size="1" color="red">{u.alasan}</Text> : null}
            </>
          );
          if (kartu.data!.data.length === 0) return <Text as="p" color="gray">{t('ujian.kosong')}</Text>;
          // Shown at the exam room's door on a phone: one card per exam, nothing off the screen's edge.
          if (sempit) return (
            <DaftarKartu label={t('ujian.judul')}>
              {kartu.data!.data.map((u) => (
                <KartuBaris key={u.id_kelas} judul={`${u.kode_mata_kuliah} ${u.nama_mata_kuliah}`} aksi={<Text as="div">{syarat(u)}</Text>}
                  baris={[`${formatTanggal(u.tanggal)}, ${formatRentangJam(u.jam_mulai, u.jam_selesai)}`, `${t('kolom.kelas')} ${u.nama_kelas} · ${u.nama_ruang ?? '-'}`]} />
              ))}
            </DaftarKartu>
          );
          return (
            <Table.Root variant="surface">
              <NamaTabel nama={t('ujian.judul')} />
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('kolom.mata_kuliah')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('kolom.kelas')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('kolom.tanggal')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('kolom.waktu')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('kolom.ruang')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('kolom.kelayakan')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {kartu.data!.data.map((u) => (
                  <Table.Row key={u.id_kelas}>
                    <Table.Cell>{u.kode_mata_kuliah} {u.nama_mata_kuliah}</Table.Cell>
                    <Table.Cell>{u.nama_kelas}</Table.Cell>
                    <Table.Cell>{formatTanggal(u.tanggal)}</Table.Cell>
                    <Table.Cell>{formatRentangJam(u.jam_mulai, u.jam_selesai)}</Table.Cell>
                    <Table.Cell>{u.nama_ruang ?? '-'}</Table.Cell>
                    <Table.Cell>{syarat(u)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          );
        }}
      </LoadState>
    </PageBody>
  );
}
