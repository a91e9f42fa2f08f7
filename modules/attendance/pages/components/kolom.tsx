import { Badge, Text } from '@radix-ui/themes';
import type { TFunction } from 'i18next';
import { formatTanggal, type PagedColumn } from '../../../../core/client';
import type { Pengganti, PresensiManual, RingkasanKelas } from '../../schemas';
import { formatRentangJam } from '../../../../core/contract/format';

const WARNA: Record<string, 'gray' | 'blue' | 'green' | 'red' | 'amber'> = {
  diajukan: 'amber', valid_prodi: 'blue', valid_dekan: 'blue', valid_lp3: 'blue', valid_level_1: 'blue', selesai: 'green', ditolak: 'red',
};

/** A request's status as a coloured badge with its Indonesian label. */
export function StatusAjuan({ status, label }: { status: string; label: string }) {
  return <Badge color={WARNA[status] ?? 'gray'}>{label}</Badge>;
}

/** Columns shared by every substitute-teaching list. */
export function kolomPengganti(t: TFunction): PagedColumn<Pengganti>[] {
  return [
    { key: 'mk', header: t('kolom.mata_kuliah'), cell: (r) => <><Text weight="medium">{r.nama_mata_kuliah}</Text><br /><Text size="1" color="gray">{t('kolom.kelas')} {r.nama_kelas} · {t('dosen.pertemuan_ke', { ke: r.pertemuan_ke })}</Text></> },
    { key: 'tanggal', header: t('kolom.tanggal'), cell: (r) => <>{formatTanggal(r.tanggal)}<br /><Text size="1" color="gray">{formatRentangJam(r.jam_mulai, r.jam_selesai)}</Text></> },
    { key: 'dosen', header: t('kolom.dosen'), cell: (r) => <>{r.nama_dosen}<br /><Text size="1" color="gray">{t('pengganti.diganti_oleh', { nama: r.nama_dosen_pengganti })}</Text></> },
    { key: 'jenis', header: t('pengganti.jenis'), cell: (r) => <>{r.jenis_pergantian}<br /><Text size="1" color="gray">{r.alasan}</Text></> },
    { key: 'status', header: t('kolom.status'), cell: (r) => <StatusAjuan status={r.status} label={t(`status_pengganti.${r.status}`)} /> },
  ];
}

/** Columns shared by every manual-attendance list. */
export function kolomPresensiManual(t: TFunction): PagedColumn<PresensiManual>[] {
  return [
    { key: 'mk', header: t('kolom.mata_kuliah'), cell: (r) => <><Text weight="medium">{r.nama_mata_kuliah}</Text><br /><Text size="1" color="gray">{t('kolom.kelas')} {r.nama_kelas} · {t('dosen.pertemuan_ke', { ke: r.pertemuan_ke })}</Text></> },
    { key: 'tanggal', header: t('kolom.tanggal'), cell: (r) => <>{formatTanggal(r.tanggal)}<br /><Text size="1" color="gray">{formatRentangJam(r.jam_mulai, r.jam_selesai)}</Text></> },
    { key: 'nama_dosen', header: t('kolom.dosen') },
    { key: 'alasan', header: t('manual.alasan') },
    { key: 'status', header: t('kolom.status'), cell: (r) => <StatusAjuan status={r.status} label={t(`status_manual.${r.status}`)} /> },
  ];
}

/** A class's attendance figures in the attendance reports: its name, meetings held of planned, the lecturer's attendance and the students' mean. */
export function kolomKehadiranKelas(t: TFunction): PagedColumn<RingkasanKelas>[] {
  return [
    { key: 'nama_kelas', header: t('kolom.kelas') },
    { key: 'terlaksana', header: t('kolom.terlaksana'), cell: (k) => `${k.pertemuan_terlaksana} / ${k.jumlah_pertemuan}` },
    { key: 'kehadiran_dosen', header: t('laporan_ui.kehadiran_dosen') },
    { key: 'rata', header: t('laporan_ui.rata_mahasiswa'), cell: (k) => `${k.rata_kehadiran_mahasiswa.toLocaleString('id-ID')}%` },
  ];
}
