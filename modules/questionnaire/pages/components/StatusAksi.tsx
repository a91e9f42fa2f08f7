import { AlertDialog, Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { failureBody, useKirim } from '../../../../core/client';
import { deleteKelola, postKelolaAksi } from '../../api-kelola';
import { TRANSISI, type AksiStatus, type KuesionerDetail } from '../../schemas-kelola';

/**
 * The transitions the questionnaire's state allows (TRANSISI), plus deleting a draft nobody filled.
 * "Jadikan Draf" is offered only while no sheet exists; the server checks every rule again.
 */
export function StatusAksi({ kuesioner, dirty, onHasil, onGagal, onTerhapus }: {
  kuesioner: KuesionerDetail;
  dirty: boolean;
  onHasil: (data: KuesionerDetail, message: string) => void;
  onGagal: (error: unknown) => void;
  onTerhapus: (message: string) => void;
}) {
  const { t } = useTranslation('questionnaire');
  const { busy, kirim } = useKirim();
  const aksi = (Object.keys(TRANSISI) as AksiStatus[])
    .filter((a) => TRANSISI[a].dari === kuesioner.status && !(a === 'jadikan-draf' && kuesioner.jumlah_lembar > 0));
  const jalankan = async (kerja: () => Promise<void>) => {
    const kiriman = await kirim(kerja);
    if ('error' in kiriman) onGagal(failureBody(kiriman.error));
  };
  const ubah = (a: AksiStatus) => jalankan(async () => {
    const res = await postKelolaAksi(kuesioner.id_kuesioner, a);
    onHasil(res.data, res.message);
  });
  const hapus = () => jalankan(async () => onTerhapus((await deleteKelola(kuesioner.id_kuesioner)).message));

  return (
    <Flex gap="2" wrap="wrap" align="center">
      {aksi.map((a) => (
        <Button key={a} disabled={busy || dirty} color={a === 'tutup' ? 'amber' : undefined} variant={a === 'terbitkan' ? 'solid' : 'soft'} onClick={() => void ubah(a)}>
          {t(`kelola.aksi.${a}`)}
        </Button>
      ))}
      {kuesioner.status === 'draf' && kuesioner.jumlah_lembar === 0 && (
        <AlertDialog.Root>
          <AlertDialog.Trigger><Button variant="ghost" color="red" disabled={busy}>{t('kelola.hapus_draf')}</Button></AlertDialog.Trigger>
          <AlertDialog.Content maxWidth="440px">
            <AlertDialog.Title>{t('kelola.hapus_draf')}</AlertDialog.Title>
            <AlertDialog.Description size="2">{t('kelola.konfirmasi_hapus')}</AlertDialog.Description>
            <Flex gap="2" justify="end" mt="4">
              <AlertDialog.Cancel><Button variant="soft" color="gray">{t('kelola.batal')}</Button></AlertDialog.Cancel>
              <AlertDialog.Action><Button color="red" onClick={() => void hapus()}>{t('kelola.hapus_draf')}</Button></AlertDialog.Action>
            </Flex>
          </AlertDialog.Content>
        </AlertDialog.Root>
      )}
      {dirty && <Text size="1" color="gray">{t('kelola.simpan_dahulu')}</Text>}
    </Flex>
  );
}
