import { Button, Card, Flex, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody, PageHeader } from '../layout/PageHeader';
import { notifySuccess } from '../notify/notify';
import { usePortal } from '../portal-context';
import { apiQuiet } from '../shared/api';
import { failureBody } from '../shared/list-store';
import { useKirim } from '../shared/use-kirim';

const FIELDS = ['password_lama', 'password_baru', 'konfirmasi_password'] as const;
type Form = Record<(typeof FIELDS)[number], string>;

/** The server's message and field messages of a refused save (PATCH password/update answers { message, errors }). */
function refusal(body: unknown): { message: string | null; fields: Record<string, string> } {
  const b = body && typeof body === 'object' && !(body instanceof Error) ? (body as { message?: unknown; errors?: Record<string, string[]> }) : {};
  return {
    message: typeof b.message === 'string' ? b.message : null,
    fields: Object.fromEntries(Object.entries(b.errors ?? {}).map(([k, v]) => [k, v[0] ?? ''])),
  };
}

/**
 * Ganti Password for every user type: the student's /data-pribadi/ganti-password and everyone
 * else's /ganti-password (reached from the account menu). Old, new and confirmation; the server
 * checks the rules and ends the other sessions; the returned access token replaces the stored one,
 * so this session stays. Its texts are the `akun` catalogue, which arrives behind the login with
 * the modules' catalogues, not with the login page.
 */
export default function GantiPasswordPage() {
  const { t } = useTranslation('akun');
  const { session } = usePortal();
  const [form, setForm] = useState<Form>({ password_lama: '', password_baru: '', konfirmasi_password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { busy: saving, kirim } = useKirim();
  // adoptToken reloads the page; the query flag carries the success message across the reload.
  const [done, setDone] = useState(() => new URLSearchParams(window.location.search).get('berhasil') === '1');

  async function simpan(event: React.FormEvent) {
    event.preventDefault();
    const local: Record<string, string> = {};
    for (const f of FIELDS) if (!form[f]) local[f] = t('password.wajib');
    if (!local.konfirmasi_password && form.konfirmasi_password !== form.password_baru) local.konfirmasi_password = t('password.konfirmasi_beda');
    setErrors(local);
    setProblem(null);
    if (Object.keys(local).length) return;
    const kiriman = await kirim(async () => {
      const res = await apiQuiet<{ message: string; access_token: string }>('password/update', { method: 'PATCH', body: form });
      notifySuccess(res.message);
      setDone(true);
      setForm({ password_lama: '', password_baru: '', konfirmasi_password: '' });
      // The new token carries sudah_ubah_password; adopting it keeps this session and refreshes the claims.
      session.adoptToken(res.access_token, `${window.location.pathname}?berhasil=1`);
    });
    if ('error' in kiriman) {
      const { message, fields } = refusal(failureBody(kiriman.error));
      setErrors(fields);
      setProblem(message ?? t('password.gagal'));
    }
  }

  return (
    <PageBody>
      <PageHeader title={t('password.judul')} caption={t('password.keterangan')} />
      <Card size="2" style={{ maxWidth: 480 }}>
        <form onSubmit={simpan} noValidate>
          <Flex direction="column" gap="3">
            {FIELDS.map((f) => (
              <div key={f}>
                <Text as="label" htmlFor={`pw-${f}`} size="2" weight="medium">{t(`password.${f}`)}</Text>
                <TextField.Root id={`pw-${f}`} type="password" name={f} autoComplete={f === 'password_lama' ? 'current-password' : 'new-password'} value={form[f]}
                  onChange={(e) => setForm({ ...form, [f]: e.target.value })} color={errors[f] ? 'red' : undefined} aria-invalid={!!errors[f]} />
                {errors[f] ? <Text size="1" color="red">{errors[f]}</Text> : null}
              </div>
            ))}
            <Text size="1" color="gray">{t('password.aturan')}</Text>
            {problem ? <Text size="2" color="red" role="alert">{problem}</Text> : null}
            {done ? <Text size="2" color="green" role="status">{t('password.berhasil')}</Text> : null}
            <Flex justify="end"><Button type="submit" disabled={saving}>{saving ? t('password.menyimpan') : t('password.simpan')}</Button></Flex>
          </Flex>
        </form>
      </Card>
    </PageBody>
  );
}
