import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveOutcome } from '../../../../core/client';
import { patchRekening } from '../../api-pengaturan';
import type { RekeningDosen } from '../../schemas-pengaturan';
import { Isian } from './Isian';
import { useSimpan } from './useSimpan';

/** Edits a lecturer's payroll account; the save names the version shown (`versi`), so a concurrent save makes it a 409 shown here. */
export function RekeningDialog({ dosen, onTutup, onTersimpan, onGagal }: {
  dosen: RekeningDosen;
  onTutup: () => void;
  onTersimpan: (message: string) => void;
  onGagal: () => void;
}) {
  const { t } = useTranslation('payroll');
  const [isi, setIsi] = useState({ norekening: dosen.norekening ?? '', nama_bank: dosen.nama_bank ?? '', id_bkd: dosen.id_bkd ?? '' });
  const { saving, error, jalankan } = useSimpan();
  const ubah = (k: keyof typeof isi) => (v: string) => setIsi((s) => ({ ...s, [k]: v }));

  const kirim = async (e: React.FormEvent) => {
    e.preventDefault();
    const hasil = await jalankan(() => patchRekening(dosen.id_dosen, {
      norekening: isi.norekening.trim(), nama_bank: isi.nama_bank, id_bkd: isi.id_bkd.trim() || null, versi: dosen.versi,
    }));
    if (hasil.ok) onTersimpan(hasil.value.message);
    else if ('error' in hasil) onGagal();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => { if (!open) onTutup(); }}>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{t('rekening.dialog_judul', { nama: dosen.nama_dosen })}</Dialog.Title>
        <Dialog.Description size="2" mb="3">{t('rekening.dialog_keterangan')}</Dialog.Description>
        <form onSubmit={(e) => void kirim(e)}>
          <SaveOutcome error={error} saved={null} />
          <Flex direction="column" gap="3">
            <Isian id="rekening-norekening" label={t('field.norekening')} value={isi.norekening} onChange={ubah('norekening')} inputMode="numeric" />
            <Isian id="rekening-nama_bank" label={t('field.nama_bank')} value={isi.nama_bank} onChange={ubah('nama_bank')} />
            <Isian id="rekening-id_bkd" label={t('field.id_bkd')} value={isi.id_bkd} onChange={ubah('id_bkd')} />
          </Flex>
          <Flex gap="2" justify="end" mt="4">
            <Button type="button" variant="soft" color="gray" disabled={saving} onClick={onTutup}>{t('aksi.batal')}</Button>
            <Button type="submit" disabled={saving}>{t('aksi.simpan')}</Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
