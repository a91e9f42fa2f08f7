import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatTanggalJam } from '../../../../../core/client';
import type { PenugasanProyek } from '../../../schemas-proyek';

/** "Riwayat": the whole task description and every step taken, with who took it, when and their note. */
export function RiwayatProyekDialog({ r }: { r: PenugasanProyek }) {
  const { t } = useTranslation('lecturer');
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button size="1" variant="soft" color="gray" aria-label={`${t('proyek.halaman.riwayat')} ${r.judul}`}>{t('proyek.halaman.riwayat')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="640px">
        <Dialog.Title>{t('proyek.halaman.riwayat_judul', { judul: r.judul })}</Dialog.Title>
        <Dialog.Description size="2" mb="3" style={{ whiteSpace: 'pre-line' }}>{r.deskripsi}</Dialog.Description>
        <ol style={{ margin: 0, paddingLeft: 20 }}>
          {r.riwayat.map((s, i) => (
            <li key={i} style={{ marginBottom: 8 }}>
              <Flex direction="column">
                <Text size="2" weight="medium">{t(`proyek.langkah.${s.langkah}`, { versi: s.versi ?? '' })}</Text>
                <Text size="1" color="gray">{t('proyek.halaman.riwayat_oleh', { oleh: s.nama_user, waktu: formatTanggalJam(s.waktu) })}</Text>
                {s.catatan ? <Text size="2">{s.catatan}</Text> : null}
              </Flex>
            </li>
          ))}
        </ol>
        <Flex justify="end" mt="3">
          <Dialog.Close><Button variant="soft" color="gray">{t('proyek.halaman.tutup')}</Button></Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
