import { Badge, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { KegiatanDosen } from '../../schemas';

const WARNA: Record<string, 'amber' | 'blue' | 'green' | 'red' | 'gray'> = { diajukan: 'amber', valid_prodi: 'blue', disetujui: 'green', ditolak: 'red', dibatalkan: 'gray' };

/** An activity's status as a coloured badge, with the refusal's reason under it. */
export function StatusKegiatan({ kegiatan }: { kegiatan: Pick<KegiatanDosen, 'status' | 'alasan_penolakan'> }) {
  const { t } = useTranslation('lecturer');
  return (
    <>
      <Badge color={WARNA[kegiatan.status] ?? 'gray'}>{t(`kegiatan.status.${kegiatan.status}`)}</Badge>
      {kegiatan.status === 'ditolak' && kegiatan.alasan_penolakan ? <Text as="div" size="1" color="red" mt="1">{kegiatan.alasan_penolakan}</Text> : null}
    </>
  );
}

/** Statuses in which the lecturer may still withdraw (the server checks the same). */
export const bisaDibatalkan = (status: string) => status === 'diajukan' || status === 'valid_prodi';
