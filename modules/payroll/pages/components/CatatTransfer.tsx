import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah, IsianTanggal } from '../../../../core/client';
import { hariIniJakarta, hariSesudahBulan } from '../../bulan';
import type { RingkasanPembayaran } from '../../schemas-pembayaran';

/**
 * 'Catat Sudah Ditransfer': the transfer date (default today) and what is recorded, the file as shown
 * (its lecturers and total). The page sends it and shows the outcome; the dialog closes either way.
 */
export function CatatTransfer({ ringkasan, saving, onCatat }: {
  ringkasan: Pick<RingkasanPembayaran, 'bulan' | 'nama_bulan' | 'jumlah_dibayar' | 'total_dibayar'>;
  saving: boolean;
  onCatat: (tanggal: string) => void;
}) {
  const { t } = useTranslation('payroll');
  const [buka, setBuka] = useState(false);
  const [tanggal, setTanggal] = useState(() => hariIniJakarta(new Date()));
  const kirim = (e: React.FormEvent) => {
    e.preventDefault();
    setBuka(false);
    onCatat(tanggal);
  };
  return (
    <Dialog.Root open={buka} onOpenChange={setBuka}>
      <Dialog.Trigger>
        <Button variant="soft" color="green" disabled={saving || ringkasan.jumlah_dibayar === 0}>{t('pembayaran.catat')}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{t('pembayaran.catat_judul', { bulan: ringkasan.nama_bulan })}</Dialog.Title>
        <form onSubmit={kirim}>
          <Dialog.Description size="2" mb="3">
            {t('pembayaran.catat_keterangan', { n: ringkasan.jumlah_dibayar, total: formatRupiah(ringkasan.total_dibayar) })}
          </Dialog.Description>
          <Flex direction="column" gap="1" asChild>
            <label>
              <Text size="2" weight="medium">{t('field.tanggal_transfer')}</Text>
              <IsianTanggal value={tanggal} min={hariSesudahBulan(ringkasan.bulan)} max={hariIniJakarta(new Date())} onChange={(e) => setTanggal(e.target.value)} required />
            </label>
          </Flex>
          <Flex gap="2" justify="end" mt="4">
            <Dialog.Close><Button type="button" variant="soft" color="gray">{t('aksi.batal')}</Button></Dialog.Close>
            <Button type="submit" color="green" disabled={saving || !tanggal}>{t('pembayaran.catat')}</Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
