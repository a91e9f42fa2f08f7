import { Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayValue, formatTanggal, SaveOutcome } from '../../../../core/client';
import type { BiodataDosen, KeluargaDosen } from '../../schemas';
import { Daftar } from './Daftar';
import { KeluargaForm } from './KeluargaForm';

/** The family tab: the list (keluarga_dosen) and, on request, its editor. */
export function Keluarga({ b, onChange }: { b: BiodataDosen; onChange: (b: BiodataDosen) => void }) {
  const { t } = useTranslation('lecturer');
  const [ubah, setUbah] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  if (ubah) {
    return (
      <KeluargaForm keluarga={b.keluarga_dosen} pasangan={b.jenis_kelamin === 'P' ? 'suami' : 'istri'} onCancel={() => setUbah(false)}
        onSaved={(keluarga_dosen: KeluargaDosen[], message: string) => { onChange({ ...b, keluarga_dosen }); setSaved(message); setUbah(false); }} />
    );
  }
  return (
    <>
      <SaveOutcome error={null} saved={saved} />
      <Daftar rows={b.keluarga_dosen} rowKey={(r) => r.id_keluarga_dosen} empty={t('halaman.kosong.keluarga')} columns={[
        [t('field.hubungan'), (r) => t(`hubungan.${r.hubungan}`)], [t('field.nama'), (r) => r.nama], [t('field.tempat_lahir'), (r) => displayValue(r.tempat_lahir)],
        [t('field.tanggal_lahir'), (r) => formatTanggal(r.tanggal_lahir)], [t('field.pekerjaan'), (r) => displayValue(r.pekerjaan)],
      ]} />
      <Flex justify="end" mt="3">
        <Button variant="soft" onClick={() => { setSaved(null); setUbah(true); }}>{t('halaman.ubah_keluarga')}</Button>
      </Flex>
    </>
  );
}
