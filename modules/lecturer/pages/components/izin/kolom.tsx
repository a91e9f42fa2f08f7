import { Badge, Flex, Text } from '@radix-ui/themes';
import type { TFunction } from 'i18next';
import { formatTanggal, formatTanggalJam, UnduhButton, type PagedColumn } from '../../../../../core/client';
import { formatUkuran } from '../../../../../core/contract/format';
import { unduhBerkasIzin } from '../../../api-izin';
import type { PengajuanIzin } from '../../../schemas-izin';

const WARNA = { diajukan: 'amber', disetujui: 'green', ditolak: 'red' } as const;

/** A request's state as a coloured badge, with the decision's note and who took it. */
export function StatusIzin({ r, t }: { r: PengajuanIzin; t: TFunction }) {
  return (
    <Flex direction="column" gap="1">
      <Badge color={WARNA[r.status]} style={{ width: 'fit-content' }}>{t(`izin.status.${r.status}`)}</Badge>
      {r.catatan ? <Text size="1">{r.catatan}</Text> : null}
      {r.diputuskan_oleh ? <Text size="1" color="gray">{t('izin.halaman.diputuskan', { oleh: r.diputuskan_oleh, waktu: formatTanggalJam(r.diputuskan_pada) })}</Text> : null}
    </Flex>
  );
}

/** The columns both the lecturer's and the approver's lists show. */
export function kolomIzin(t: TFunction): PagedColumn<PengajuanIzin>[] {
  return [
    { key: 'jenis', header: t('izin.field.jenis'), cell: (r) => t(`izin.jenis.${r.jenis}`) },
    { key: 'tanggal', header: t('izin.halaman.tanggal'), cell: (r) => t('izin.halaman.rentang', { dari: formatTanggal(r.tanggal_mulai), sampai: formatTanggal(r.tanggal_selesai), hari: r.jumlah_hari }) },
    { key: 'alasan', header: t('izin.field.alasan') },
    { key: 'lampiran', header: t('izin.halaman.lampiran'), cell: (r) => (
      <Flex direction="column" gap="1">
        <Text size="1">{r.nama_jenis_lampiran} · {formatUkuran(r.ukuran)}</Text>
        <UnduhButton unduh={() => unduhBerkasIzin(r)} label={t('izin.halaman.unduh')} />
      </Flex>
    ) },
    { key: 'status', header: t('izin.halaman.status'), cell: (r) => <StatusIzin r={r} t={t} /> },
  ];
}
