import { Button, Dialog, Flex, Text, TextArea } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { alasanCukup } from '../../../proyek-aturan';
import { Isian } from '../Isian';

/**
 * The end of a decision dialog: the reason (`label`, with its hint) that the negative choice needs,
 * then Batal, the negative choice (enabled once the reason is long enough) and the positive one.
 */
export function Keputusan({ id, label, petunjuk, alasan, setAlasan, busy, tidak, ya, onPutuskan }: {
  id: string; label: string; petunjuk: string; alasan: string; setAlasan: (s: string) => void; busy: boolean;
  tidak: string; ya: string; onPutuskan: (ya: boolean) => void;
}) {
  const { t } = useTranslation('lecturer');
  return (
    <>
      <Isian id={id} label={label}>
        <TextArea id={id} value={alasan} onChange={(e) => setAlasan(e.target.value)} maxLength={1000} rows={3} />
        <Text size="1" color="gray">{petunjuk}</Text>
      </Isian>
      <Flex gap="2" justify="end" mt="4">
        <Dialog.Close><Button variant="soft" color="gray" disabled={busy}>{t('proyek.halaman.batal')}</Button></Dialog.Close>
        <Button color="red" variant="soft" disabled={busy || !alasanCukup(alasan)} onClick={() => onPutuskan(false)}>{tidak}</Button>
        <Button color="green" disabled={busy} onClick={() => onPutuskan(true)}>{ya}</Button>
      </Flex>
    </>
  );
}
