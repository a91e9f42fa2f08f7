import { Badge, Flex, Text } from '@radix-ui/themes';
import type { TFunction } from 'i18next';
import { formatTanggal, formatTanggalJam, UnduhButton, type PagedColumn } from '../../../../../core/client';
import { unduhBerkasProyek } from '../../../api-proyek';
import type { TahapProyek } from '../../../proyek-aturan';
import type { PenugasanProyek } from '../../../schemas-proyek';

// Only the theme's loaded colour scales (gray, blue, red, green; core/client/styles): the variant tells the rest apart.
const WARNA: Record<TahapProyek, { color: 'gray' | 'blue' | 'red' | 'green'; variant: 'soft' | 'solid' | 'outline' }> = {
  diajukan: { color: 'gray', variant: 'soft' }, ditolak: { color: 'red', variant: 'soft' }, ditarik: { color: 'gray', variant: 'outline' }, berjalan: { color: 'blue', variant: 'soft' },
  jawaban_dikirim: { color: 'blue', variant: 'solid' }, dikembalikan: { color: 'red', variant: 'outline' }, selesai: { color: 'green', variant: 'soft' },
};
const RINGKAS = 160;

/** A stage as a coloured badge, with the decline's reason, who withdrew it and why, the validation's note and the answer sent. */
export function StatusProyek({ r, t }: { r: PenugasanProyek; t: TFunction }) {
  return (
    <Flex direction="column" gap="1">
      <Badge {...WARNA[r.status]} style={{ width: 'fit-content' }}>{t(`proyek.status.${r.status}`)}</Badge>
      {r.status === 'ditolak' && r.alasan_penolakan ? <Text size="1">{t('proyek.halaman.alasan_penolakan', { alasan: r.alasan_penolakan })}</Text> : null}
      {r.status === 'ditarik' && r.alasan_penarikan ? <Text size="1">{t('proyek.halaman.ditarik_oleh', { nama: r.ditarik_oleh ?? '-', alasan: r.alasan_penarikan })}</Text> : null}
      {r.catatan_validasi ? <Text size="1">{t('proyek.halaman.catatan_validasi', { catatan: r.catatan_validasi })}</Text> : null}
      {r.jawaban ? (
        <Flex gap="1" align="center" wrap="wrap">
          <Text size="1" color="gray">{t('proyek.halaman.dikirim_pada', { waktu: formatTanggalJam(r.jawaban.dikirim_pada) })}</Text>
          {r.jawaban.terlambat ? <Badge color="red" variant="outline">{t('proyek.halaman.terlambat')}</Badge> : null}
        </Flex>
      ) : null}
    </Flex>
  );
}

/** The downloads of a row: the letter and the task document always, the latest answer once sent. */
export function BerkasProyek({ r, t }: { r: PenugasanProyek; t: TFunction }) {
  return (
    <Flex direction="column" gap="1" align="start" style={{ whiteSpace: 'nowrap' }}>
      <UnduhButton unduh={() => unduhBerkasProyek(r, 'lampiran')} label={t('proyek.halaman.unduh_lampiran')} />
      <UnduhButton unduh={() => unduhBerkasProyek(r, 'soal')} label={t('proyek.halaman.unduh_soal')} />
      {r.jawaban ? <UnduhButton unduh={() => unduhBerkasProyek(r, 'jawaban')} label={t('proyek.halaman.unduh_jawaban', { versi: r.jawaban.versi })} /> : null}
    </Flex>
  );
}

/** The columns both pages show; `denganDosen` adds the lecturer (the staff's page). */
export function kolomProyek(t: TFunction, denganDosen = false): PagedColumn<PenugasanProyek>[] {
  const dosen: PagedColumn<PenugasanProyek> = { key: 'dosen', header: t('proyek.halaman.dosen'), cell: (r) => (
    <Flex direction="column"><Text>{r.nama_dosen}</Text><Text size="1" color="gray">{r.nama_prodi}{r.nidn ? ` · NIDN ${r.nidn}` : ''}</Text></Flex>
  ) };
  return [
    ...(denganDosen ? [dosen] : []),
    { key: 'proyek', header: t('proyek.halaman.proyek'), cell: (r) => (
      <Flex direction="column" gap="1" style={{ maxWidth: '28rem' }}>
        <Text weight="medium">{r.judul}</Text>
        <Text size="1">{r.deskripsi.length > RINGKAS ? `${r.deskripsi.slice(0, RINGKAS).trimEnd()}…` : r.deskripsi}</Text>
        <Text size="1" color="gray">{t('proyek.halaman.diberikan_oleh', { oleh: r.dibuat_oleh, waktu: formatTanggalJam(r.dibuat) })}</Text>
      </Flex>
    ) },
    { key: 'tenggat', header: t('proyek.halaman.tenggat'), cell: (r) => formatTanggal(r.tenggat) },
    { key: 'status', header: t('proyek.halaman.status'), cell: (r) => <StatusProyek r={r} t={t} /> },
    { key: 'berkas', header: t('proyek.halaman.berkas'), cell: (r) => <BerkasProyek r={r} t={t} /> },
  ];
}
