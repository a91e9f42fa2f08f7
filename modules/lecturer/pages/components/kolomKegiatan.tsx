import { Text } from '@radix-ui/themes';
import type { TFunction } from 'i18next';
import type { PagedColumn } from '../../../../core/client';
import { formatTanggal } from '../../../../core/client';
import { formatRentangJam } from '../../../../core/contract/format';
import type { KegiatanDosen } from '../../schemas';
import { StatusKegiatan } from './StatusKegiatan';

/** The columns every list of activities shares: when, what, where, and the status. */
export function kolomKegiatan(t: TFunction): PagedColumn<KegiatanDosen>[] {
  return [
    { key: 'tanggal', header: t('kegiatan.field.tanggal'), cell: (r) => (
      <>{formatTanggal(r.tanggal)}<Text as="div" size="1" color="gray">{r.nama_sesi} · {formatRentangJam(r.jam_mulai, r.jam_selesai)}</Text></>
    ) },
    { key: 'kegiatan', header: t('kegiatan.field.judul'), cell: (r) => (
      <>{r.judul}<Text as="div" size="1" color="gray">{t(`kegiatan.jenis.${r.jenis}`)} · {r.tempat}</Text></>
    ) },
    { key: 'status', header: t('kegiatan.field.status'), cell: (r) => <StatusKegiatan kegiatan={r} /> },
  ];
}
