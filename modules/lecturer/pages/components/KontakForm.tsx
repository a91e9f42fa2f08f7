import { Button, Flex, Grid, Text, TextArea, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureBody, SaveOutcome, useKirim } from '../../../../core/client';
import { patchBiodataDosen } from '../../api';
import { PANJANG_MAKS, type BiodataDosen, type BiodataPatch } from '../../schemas';

type Field = keyof BiodataPatch;
const FIELDS: Field[] = ['email', 'hp', 'alamat'];
const awal = (b: BiodataDosen): Record<Field, string> => ({ email: b.email, hp: b.hp, alamat: b.alamat ?? '' });

/**
 * The fields a lecturer corrects themself (PATCH biodata/dosen): e-mail, mobile number, address.
 * Only changed fields are sent; the server's answer replaces the page's biodata.
 */
export function KontakForm({ biodata, onSaved }: { biodata: BiodataDosen; onSaved: (b: BiodataDosen) => void }) {
  const { t } = useTranslation('lecturer');
  const [form, setForm] = useState(() => awal(biodata));
  const [outcome, setOutcome] = useState<{ error: unknown; saved: string | null }>({ error: null, saved: null });
  const { busy: saving, kirim } = useKirim();
  const fieldErrors = ((outcome.error as { errors?: Record<string, unknown> } | null)?.errors ?? {}) as Record<string, unknown>;

  async function simpan(event: React.FormEvent) {
    event.preventDefault();
    const asli = awal(biodata);
    const changes: BiodataPatch = {};
    for (const f of FIELDS) if (form[f] !== asli[f]) changes[f] = form[f];
    if (!Object.keys(changes).length) {
      setOutcome({ error: { message: t('halaman.tidak_ada_perubahan') }, saved: null });
      return;
    }
    const kiriman = await kirim(async () => {
      const res = await patchBiodataDosen(changes);
      setForm(awal(res.data));
      setOutcome({ error: null, saved: res.message });
      onSaved(res.data);
    });
    if ('error' in kiriman) setOutcome({ error: failureBody(kiriman.error), saved: null });
  }

  const props = (f: Field) => ({
    id: `kontak-${f}`, name: f, value: form[f], maxLength: PANJANG_MAKS[f], 'aria-invalid': !!fieldErrors[f], color: fieldErrors[f] ? ('red' as const) : undefined,
  });
  const label = (f: Field) => <Text as="label" htmlFor={`kontak-${f}`} size="2" weight="medium">{t(`field.${f}`)}</Text>;

  return (
    <form onSubmit={simpan} noValidate>
      <Text as="p" size="2" color="gray" mb="3">{t('halaman.kontak_keterangan')}</Text>
      <SaveOutcome error={outcome.error} saved={outcome.saved} />
      <Grid columns={{ initial: '1', sm: '2' }} gap="3" mb="3">
        <div>{label('email')}<TextField.Root type="email" {...props('email')} onChange={(e) => setForm({ ...form, email: e.target.value })} /></div>
        <div>
          {label('hp')}
          <TextField.Root type="tel" {...props('hp')} onChange={(e) => setForm({ ...form, hp: e.target.value })} />
          <Text size="1" color="gray">{t('halaman.petunjuk_hp')}</Text>
        </div>
      </Grid>
      <div>{label('alamat')}<TextArea {...props('alamat')} rows={2} onChange={(e) => setForm({ ...form, alamat: e.target.value })} /></div>
      <Flex justify="end" mt="3">
        <Button type="submit" disabled={saving}>{saving ? t('halaman.menyimpan') : t('halaman.simpan')}</Button>
      </Flex>
    </form>
  );
}
