import { Badge, Box, Button, Card, Flex, Heading, Select, Text, TextArea, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTanggal, notifySuccess, useKirim } from '../../../../core/client';
import { getTiket, postTiket } from '../../api';
import { KATEGORI_TIKET, PANJANG_MAKS } from '../../constants';
import { LoadView } from './LoadView';
import { fieldErrors, messageOf, useLoad } from './useLoad';
import { failureBody } from '../../../../core/client';

const STATUS_WARNA = { baru: 'blue', diproses: 'amber', selesai: 'green' } as const;

/** Service tickets (tiket-pelayanan): the student's tickets and a form to open a new one. */
export function TiketPelayanan() {
  const { t } = useTranslation('student');
  const [page, setPage] = useState(1);
  const list = useLoad(() => getTiket({ page }), [page]);
  const [form, setForm] = useState({ kategori: 'akademik', judul: '', isi: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { busy: sending, kirim: jalankan } = useKirim();

  async function kirim(event: React.FormEvent) {
    event.preventDefault();
    const kiriman = await jalankan(async () => {
      setErrors({});
      setProblem(null);
      const res = await postTiket(form);
      notifySuccess(res.message);
      setForm({ kategori: form.kategori, judul: '', isi: '' });
      if (page === 1) await list.reload();
      else setPage(1);
    });
    if ('error' in kiriman) {
      const body = failureBody(kiriman.error);
      setErrors(fieldErrors(body));
      setProblem(messageOf(body) ?? t('umum.gagal_menyimpan'));
    }
  }

  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="1">{t('tiket.judul')}</Heading>
      <Text as="p" size="2" color="gray" mb="3">{t('tiket.keterangan')}</Text>
      <LoadView load={list} isEmpty={(p) => p.data.length === 0} empty={t('tiket.kosong')}>
        {(p) => (
          <Flex direction="column" gap="2" mb="3">
            {p.data.map((tk) => (
              <Box key={tk.id_tiket} p="2" style={{ borderBottom: '1px solid var(--gray-a4)' }}>
                <Flex justify="between" gap="2" wrap="wrap">
                  <Text weight="bold" size="2">{tk.nomor_tiket} · {tk.judul}</Text>
                  <Badge color={STATUS_WARNA[tk.status as keyof typeof STATUS_WARNA] ?? 'gray'}>{t(`tiket.status.${tk.status}`)}</Badge>
                </Flex>
                <Text as="p" size="1" color="gray">{t(`tiket.kategori.${tk.kategori}`)} · {formatTanggal(tk.dibuat)}</Text>
                <Text as="p" size="2">{tk.isi}</Text>
                {tk.tanggapan ? <Text as="p" size="2" color="green">{t('tiket.tanggapan')}: {tk.tanggapan}</Text> : null}
              </Box>
            ))}
            {p.total > p.per_page ? (
              <Flex gap="2" justify="end">
                <Button variant="soft" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('umum.sebelumnya')}</Button>
                <Button variant="soft" disabled={page * p.per_page >= p.total} onClick={() => setPage(page + 1)}>{t('umum.berikutnya')}</Button>
              </Flex>
            ) : null}
          </Flex>
        )}
      </LoadView>
      <form onSubmit={kirim} noValidate>
        <Heading as="h3" size="3" mb="2">{t('tiket.baru')}</Heading>
        <Flex direction="column" gap="2">
          <label>
            <Text size="2" weight="medium">{t('tiket.field_kategori')}</Text>
            <Select.Root value={form.kategori} onValueChange={(kategori) => setForm({ ...form, kategori })}>
              <Select.Trigger aria-label={t('tiket.field_kategori')} style={{ display: 'flex' }} />
              <Select.Content>
                {KATEGORI_TIKET.map((k) => <Select.Item key={k} value={k}>{t(`tiket.kategori.${k}`)}</Select.Item>)}
              </Select.Content>
            </Select.Root>
          </label>
          <div>
            <Text as="label" htmlFor="tiket-judul" size="2" weight="medium">{t('tiket.field_judul')}</Text>
            <TextField.Root id="tiket-judul" value={form.judul} onChange={(e) => setForm({ ...form, judul: e.target.value })} maxLength={PANJANG_MAKS.judul_tiket}
              color={errors.judul ? 'red' : undefined} aria-invalid={!!errors.judul} aria-describedby="tiket-judul-info" />
            {errors.judul
              ? <Text id="tiket-judul-info" size="1" color="red">{errors.judul}</Text>
              : <Text id="tiket-judul-info" size="1" color="gray">{t('tiket.petunjuk_panjang', { maks: PANJANG_MAKS.judul_tiket })}</Text>}
          </div>
          <div>
            <Text as="label" htmlFor="tiket-isi" size="2" weight="medium">{t('tiket.field_isi')}</Text>
            <TextArea id="tiket-isi" value={form.isi} onChange={(e) => setForm({ ...form, isi: e.target.value })} rows={3} maxLength={PANJANG_MAKS.isi_tiket}
              color={errors.isi ? 'red' : undefined} aria-invalid={!!errors.isi} />
            {errors.isi ? <Text size="1" color="red">{errors.isi}</Text> : null}
          </div>
          {problem ? <Text size="2" color="red" role="alert">{problem}</Text> : null}
          <Flex justify="end"><Button type="submit" disabled={sending}>{sending ? t('umum.mengirim') : t('tiket.kirim')}</Button></Flex>
        </Flex>
      </form>
    </Card>
  );
}
