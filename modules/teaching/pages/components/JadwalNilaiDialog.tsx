import { Button, Dialog, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IsianTanggal, SaveOutcome } from '../../../../core/client';
import { patchJadwalNilai } from '../../api-jadwal-nilai';
import type { JadwalNilaiSemester, JadwalNilaiTanggal } from '../../schemas-jadwal-nilai';
import { useSimpan } from './use-simpan';

type Isian = Record<keyof JadwalNilaiTanggal, string>;

/** The stored dates as the server compares them (`semula`), null while the semester has no row. */
function semulaDari(s: JadwalNilaiSemester): JadwalNilaiTanggal | null {
  if (s.mulai === null || s.selesai === null) return null;
  return { mulai: s.mulai, selesai: s.selesai, perubahan_mulai: s.perubahan_mulai, perubahan_selesai: s.perubahan_selesai };
}

function TanggalIsian({ id, label, value, onChange }: { id: keyof Isian; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" htmlFor={`jadwal-${id}`}>{label}</Text>
      <IsianTanggal id={`jadwal-${id}`} value={value} onChange={(e) => onChange(e.target.value)} />
    </Flex>
  );
}

/**
 * The edit dialog of one semester's grade periods. The server checks every rule and its message is
 * shown here; the dialog stays open with what was typed. `semester` is the page's current row, so
 * after a refusal the page's reload makes the next try compare against what is stored now.
 */
export function JadwalNilaiDialog({ semester, onTutup, onTersimpan, onGagal }: {
  semester: JadwalNilaiSemester;
  onTutup: () => void;
  onTersimpan: (baris: JadwalNilaiSemester, message: string) => void;
  onGagal: () => void;
}) {
  const { t } = useTranslation('teaching');
  const [isian, setIsian] = useState<Isian>({
    mulai: semester.mulai ?? '', selesai: semester.selesai ?? '', perubahan_mulai: semester.perubahan_mulai ?? '', perubahan_selesai: semester.perubahan_selesai ?? '',
  });
  const { saving, outcome, jalankan } = useSimpan();
  const ubah = (k: keyof Isian) => (v: string) => setIsian((s) => ({ ...s, [k]: v }));
  const nama = semester.nama_semester_registrasi;

  const simpan = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      mulai: isian.mulai, selesai: isian.selesai,
      perubahan_mulai: isian.perubahan_mulai || null, perubahan_selesai: isian.perubahan_selesai || null,
      semula: semulaDari(semester),
    };
    const jawaban: { baris?: JadwalNilaiSemester; message?: string } = {};
    const ok = await jalankan(async () => {
      const res = await patchJadwalNilai(semester.id_semester_registrasi, body);
      Object.assign(jawaban, { baris: res.data, message: res.message });
      return res;
    });
    if (ok && jawaban.baris) onTersimpan(jawaban.baris, jawaban.message!);
    else onGagal();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => { if (!open) onTutup(); }}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{t('jadwal_nilai.dialog_judul', { semester: nama })}</Dialog.Title>
        <Dialog.Description size="2" mb="3">{t('jadwal_nilai.dialog_keterangan')}</Dialog.Description>
        <form onSubmit={(e) => void simpan(e)}>
          {outcome.error ? <SaveOutcome error={outcome.error} saved={null} /> : null}
          <Heading as="h2" size="2" mb="2">{t('jadwal_nilai.bagian_input')}</Heading>
          <Grid columns="2" gap="3">
            <TanggalIsian id="mulai" label={t('field.mulai')} value={isian.mulai} onChange={ubah('mulai')} />
            <TanggalIsian id="selesai" label={t('field.selesai')} value={isian.selesai} onChange={ubah('selesai')} />
          </Grid>
          <Heading as="h2" size="2" mt="4" mb="2">{t('jadwal_nilai.bagian_perubahan')}</Heading>
          <Grid columns="2" gap="3">
            <TanggalIsian id="perubahan_mulai" label={t('field.perubahan_mulai')} value={isian.perubahan_mulai} onChange={ubah('perubahan_mulai')} />
            <TanggalIsian id="perubahan_selesai" label={t('field.perubahan_selesai')} value={isian.perubahan_selesai} onChange={ubah('perubahan_selesai')} />
          </Grid>
          <Flex gap="2" justify="between" mt="4" wrap="wrap">
            <Button type="button" variant="ghost" color="gray" disabled={saving}
              onClick={() => setIsian((s) => ({ ...s, perubahan_mulai: '', perubahan_selesai: '' }))}>
              {t('jadwal_nilai.kosongkan_perubahan')}
            </Button>
            <Flex gap="2">
              <Button type="button" variant="soft" color="gray" disabled={saving} onClick={onTutup}>{t('jadwal_nilai.batal')}</Button>
              <Button type="submit" disabled={saving}>{t('jadwal_nilai.simpan')}</Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
