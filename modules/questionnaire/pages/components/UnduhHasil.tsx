import { Button, Callout, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, useKirim } from '../../../../core/client';
import { simpanBerkas } from '../../api';
import { unduhHasil } from '../../api-hasil';

/** "Unduh XLSX" of the lecturer's results of one closed semester (decision 0038), with its failure in place. */
export function UnduhHasil({ idSemester }: { idSemester: number }) {
  const { t } = useTranslation('questionnaire');
  const { busy, kirim } = useKirim();
  const [gagal, setGagal] = useState<unknown>(null);
  const unduh = async () => {
    setGagal(null);
    const hasil = await kirim(async () => simpanBerkas(await unduhHasil({ id_semester_registrasi: idSemester }), `hasil-kuesioner-${idSemester}.xlsx`));
    if ('error' in hasil) setGagal((hasil.error as { data?: unknown })?.data ?? hasil.error);
  };
  return (
    <Flex direction="column" align="end" gap="2">
      <Button onClick={() => void unduh()} disabled={busy}>{t('aksi.unduh')}</Button>
      {gagal != null && <Callout.Root color="red" role="alert"><Callout.Text>{errorMessages(gagal).join(' ') || t('hasil.unduh_gagal')}</Callout.Text></Callout.Root>}
    </Flex>
  );
}
