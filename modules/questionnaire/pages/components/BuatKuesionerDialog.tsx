import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureBody, SaveOutcome, useKirim } from '../../../../core/client';
import { postKelola } from '../../api-kelola';
import type { DaftarKuesionerKelola, JenisKuesioner, KuesionerDetail } from '../../schemas-kelola';

/**
 * Creates a draft for a semester and kind, optionally with the questions of another questionnaire of
 * the same kind (the latest one is offered first). The server refuses a second one for the pair.
 */
export function BuatKuesionerDialog({ daftar, onTutup, onDibuat }: {
  daftar: DaftarKuesionerKelola;
  onTutup: () => void;
  onDibuat: (data: KuesionerDetail) => void;
}) {
  const { t } = useTranslation('questionnaire');
  const [semester, setSemester] = useState(String(daftar.semester[0]?.id_semester_registrasi ?? ''));
  const [jenis, setJenis] = useState<JenisKuesioner>('mahasiswa');
  const sumber = daftar.sumber.filter((k) => k.jenis === jenis);
  const [salin, setSalin] = useState(String(sumber[0]?.id_kuesioner ?? ''));
  const { busy: saving, kirim } = useKirim();
  const [error, setError] = useState<unknown>(null);

  const gantiJenis = (j: JenisKuesioner) => {
    setJenis(j);
    setSalin(String(daftar.sumber.find((k) => k.jenis === j)?.id_kuesioner ?? ''));
  };
  const buat = async (e: React.FormEvent) => {
    e.preventDefault();
    const kiriman = await kirim(async () => {
      const res = await postKelola({ id_semester_registrasi: Number(semester), jenis, ...(salin ? { salin_dari: Number(salin) } : {}) });
      onDibuat(res.data);
    });
    if ('error' in kiriman) setError(failureBody(kiriman.error));
  };

  return (
    <Dialog.Root open onOpenChange={(open) => { if (!open) onTutup(); }}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{t('kelola.buat_judul')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">{t('kelola.buat_keterangan')}</Dialog.Description>
        <form onSubmit={(e) => void buat(e)}>
          <SaveOutcome error={error} saved={null} />
          <Flex direction="column" gap="3">
            <label>
              <Text as="div" size="2" mb="1">{t('field.id_semester_registrasi')}</Text>
              <select value={semester} onChange={(e) => setSemester(e.target.value)}>
                {daftar.semester.map((s) => (
                  <option key={s.id_semester_registrasi} value={s.id_semester_registrasi}>
                    {s.aktif ? `${s.nama_semester_registrasi} (${t('kelola.aktif')})` : s.nama_semester_registrasi}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <Text as="div" size="2" mb="1">{t('field.jenis')}</Text>
              <select value={jenis} onChange={(e) => gantiJenis(e.target.value as JenisKuesioner)}>
                <option value="mahasiswa">{t('jenis.mahasiswa')}</option>
                <option value="dosen">{t('jenis.dosen')}</option>
              </select>
            </label>
            <label>
              <Text as="div" size="2" mb="1">{t('field.salin_dari')}</Text>
              <select value={salin} onChange={(e) => setSalin(e.target.value)}>
                {sumber.map((k) => <option key={k.id_kuesioner} value={k.id_kuesioner}>{`${k.judul} (${t('kelola.jumlah_soal', { jumlah: k.jumlah_soal })})`}</option>)}
                <option value="">{t('kelola.tanpa_salinan')}</option>
              </select>
            </label>
          </Flex>
          <Flex gap="2" justify="end" mt="4">
            <Button type="button" variant="soft" color="gray" disabled={saving} onClick={onTutup}>{t('kelola.batal')}</Button>
            <Button type="submit" disabled={saving || !semester}>{t('kelola.buat')}</Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
