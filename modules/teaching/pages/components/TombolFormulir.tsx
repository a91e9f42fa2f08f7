import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { UnduhButton } from '../../../../core/client';
import { cetakFormulirPerubahan } from '../../api-rekap-perubahan';

/**
 * The change form of one recorded change: the student's own, and, when the same save changed
 * several students of the class, the form of that whole save.
 */
export function TombolFormulir({ id, jumlahSekaliSimpan }: { id: number; jumlahSekaliSimpan: number }) {
  const { t } = useTranslation('teaching');
  return (
    <Flex gap="1" wrap="wrap">
      <UnduhButton label={t('rekap_perubahan.cetak_mahasiswa')} unduh={() => cetakFormulirPerubahan({ id_riwayat_perubahan_nilai: id })} />
      {jumlahSekaliSimpan > 1 && (
        <UnduhButton label={t('rekap_perubahan.cetak_simpan', { jumlah: jumlahSekaliSimpan })} unduh={() => cetakFormulirPerubahan({ id_riwayat_perubahan_nilai: id, cakupan: 'simpan' })} />
      )}
    </Flex>
  );
}
