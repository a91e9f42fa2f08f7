import { Box, Card, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { DaftarKartu } from '../../../../core/client';
import type { RekapKelas } from '../../schemas';

/** The matrix's letter and colour of a recorded attendance (H/I/S/A). */
export const SINGKAT: Record<string, string> = { hadir: 'H', izin: 'I', sakit: 'S', alpa: 'A' };
export const WARNA: Record<string, string> = { hadir: 'var(--green-11)', izin: 'var(--amber-11)', sakit: 'var(--blue-11)', alpa: 'var(--red-11)' };

/**
 * The attendance matrix on a phone: one card per student with the percentage and the meetings'
 * letters wrapping under it, each under its meeting's number, instead of sixteen columns past the
 * screen's edge.
 */
export function RekapKelasKartu({ rekap, label }: { rekap: RekapKelas; label: string }) {
  const { t } = useTranslation('attendance');
  return (
    <DaftarKartu label={label}>
      {rekap.mahasiswa.map((m) => (
        <li key={m.id_mahasiswa}>
          <Card size="2">
            <Flex justify="between" gap="3" align="start">
              <Box minWidth="0">
                <Text as="div" weight="bold">{m.nama_mahasiswa}</Text>
                <Text as="div" size="1" color="gray">{m.nim}</Text>
              </Box>
              <Text weight="bold" style={{ whiteSpace: 'nowrap' }}>{m.persen.toLocaleString('id-ID')}%</Text>
            </Flex>
            <Flex asChild wrap="wrap" gap="1" mt="2">
              <ul aria-label={t('kolom.kehadiran')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {rekap.pertemuan.map((p) => {
                  const s = m.kehadiran[String(p.pertemuan_ke)];
                  return (
                    <Flex asChild key={p.pertemuan_ke} direction="column" align="center" width="2rem">
                      <li aria-label={`${t('dosen.pertemuan_ke', { ke: p.pertemuan_ke })}: ${s ? t(`status_kehadiran.${s}`) : t('laporan_ui.belum_tercatat')}`}>
                        <Text size="1" color="gray" aria-hidden>{p.pertemuan_ke}</Text>
                        <Text size="2" weight="bold" aria-hidden style={{ color: s ? WARNA[s] : undefined }}>{s ? SINGKAT[s] : '-'}</Text>
                      </li>
                    </Flex>
                  );
                })}
              </ul>
            </Flex>
          </Card>
        </li>
      ))}
    </DaftarKartu>
  );
}
