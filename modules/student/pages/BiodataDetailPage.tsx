import { Button, Card, Flex, Grid, Heading, Select, Text, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { failureBody, formatTanggal, notifySuccess, PageBody, PageHeader, PilihBerkas, useKirim, useRouteHref } from '../../../core/client';
import { getBiodata, getKota, getProvinsi, getStatusPernikahan, patchBiodata, postFoto } from '../api';
import { DIGIT_HP, PANJANG_MAKS } from '../constants';
import type { Biodata } from '../schemas';
import { DataList, LoadView } from './components/LoadView';
import { fieldErrors, messageOf, useLoad } from './components/useLoad';

const TEXT_FIELDS = ['email', 'hp', 'alamat', 'rt_rw', 'kelurahan', 'kecamatan', 'kode_pos', 'telepon_rumah', 'nama_ayah', 'nama_ibu', 'hp_orang_tua'] as const;
type Form = Record<(typeof TEXT_FIELDS)[number], string> & { id_provinsi: string; id_wilayah: string; id_status_pernikahan: string };

/** The bound a field's input stops at, the same number the server checks (constants.ts). */
const panjangMaks = (field: string): number | undefined => (PANJANG_MAKS as Record<string, number>)[field];

const toForm = (b: Biodata): Form => ({
  ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, (b[f] as string | null) ?? ''])) as Record<(typeof TEXT_FIELDS)[number], string>,
  id_provinsi: b.id_provinsi ? String(b.id_provinsi) : '', id_wilayah: b.id_wilayah ? String(b.id_wilayah) : '',
  id_status_pernikahan: String(b.id_status_pernikahan),
});

/** /data-pribadi/detail: identity (read only) and the editable contact, address and family fields. */
export default function BiodataDetailPage() {
  const { t } = useTranslation('student');
  const biodata = useLoad(async () => (await getBiodata()).data);
  return (
    <PageBody>
      <PageHeader title={t('detail.judul')} caption={t('detail.keterangan')} />
      <LoadView load={biodata}>{(b) => <BiodataForm biodata={b} onSaved={() => void biodata.reload()} />}</LoadView>
    </PageBody>
  );
}

function BiodataForm({ biodata, onSaved }: { biodata: Biodata; onSaved: () => void }) {
  const { t } = useTranslation('student');
  const backHref = useRouteHref('student:data-pribadi');
  const [form, setForm] = useState<Form>(() => toForm(biodata));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { busy: saving, kirim } = useKirim();
  const provinsi = useLoad(async () => (await getProvinsi()).data);
  const kota = useLoad(async () => (form.id_provinsi ? (await getKota(Number(form.id_provinsi))).data : []), [form.id_provinsi]);
  const statusNikah = useLoad(async () => (await getStatusPernikahan()).data);
  const [foto, setFoto] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  useEffect(() => setForm(toForm(biodata)), [biodata]);

  const set = (field: keyof Form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  async function simpan(event: React.FormEvent) {
    event.preventDefault();
    const original = toForm(biodata);
    // Only changed fields are sent, so an untouched field can never be refused.
    const changes: Record<string, string | number | null> = {};
    for (const f of TEXT_FIELDS) if (form[f] !== original[f]) changes[f] = form[f].trim() === '' ? null : form[f];
    if (form.id_wilayah !== original.id_wilayah) changes.id_wilayah = form.id_wilayah ? Number(form.id_wilayah) : null;
    if (form.id_status_pernikahan !== original.id_status_pernikahan) changes.id_status_pernikahan = Number(form.id_status_pernikahan);
    setErrors({});
    setProblem(null);
    if (!Object.keys(changes).length) {
      setProblem(t('detail.tidak_ada_perubahan'));
      return;
    }
    const kiriman = await kirim(async () => {
      const res = await patchBiodata(changes);
      notifySuccess(res.message);
      onSaved();
    });
    if ('error' in kiriman) {
      const body = failureBody(kiriman.error);
      setErrors(fieldErrors(body));
      setProblem(messageOf(body) ?? t('umum.gagal_menyimpan'));
    }
  }

  async function unggahFoto(file: File | undefined) {
    if (!file) return;
    setFoto({ busy: true, error: null });
    try {
      notifySuccess((await postFoto(file)).message);
      setFoto({ busy: false, error: null });
      onSaved();
    } catch (error) {
      setFoto({ busy: false, error: messageOf(failureBody(error)) ?? t('umum.gagal_menyimpan') });
    }
  }

  const input = (field: (typeof TEXT_FIELDS)[number], type: 'text' | 'email' | 'tel' = 'text') => (
    <div key={field}>
      <Text as="label" htmlFor={`bio-${field}`} size="2" weight="medium">{t(`field.${field}`)}</Text>
      <TextField.Root id={`bio-${field}`} type={type} name={field} value={form[field]} onChange={(e) => set(field)(e.target.value)} maxLength={panjangMaks(field)}
        color={errors[field] ? 'red' : undefined} aria-invalid={!!errors[field]} aria-describedby={`bio-${field}-info`} />
      {errors[field]
        ? <Text id={`bio-${field}-info`} size="1" color="red">{errors[field]}</Text>
        : <Text id={`bio-${field}-info`} size="1" color="gray">{t(`petunjuk.${field}`, { defaultValue: '', maks: panjangMaks(field), ...DIGIT_HP })}</Text>}
    </div>
  );

  const select = (field: 'id_provinsi' | 'id_wilayah' | 'id_status_pernikahan', options: Array<{ value: string; label: string }>, onChange?: (v: string) => void) => (
    <label key={field}>
      <Text size="2" weight="medium">{t(`field.${field}`)}</Text>
      <Select.Root value={form[field] || undefined} onValueChange={onChange ?? set(field)}>
        <Select.Trigger aria-label={t(`field.${field}`)} placeholder={t('detail.pilih')} style={{ display: 'flex' }} color={errors[field] ? 'red' : undefined} />
        <Select.Content>{options.map((o) => <Select.Item key={o.value} value={o.value}>{o.label}</Select.Item>)}</Select.Content>
      </Select.Root>
      {errors[field] ? <Text size="1" color="red">{errors[field]}</Text> : null}
    </label>
  );

  return (
    <form onSubmit={simpan} noValidate>
      <Card size="2" mb="4">
        <Heading as="h2" size="4" mb="3">{t('detail.identitas')}</Heading>
        <Text as="p" size="2" color="gray" mb="2">{t('detail.identitas_keterangan')}</Text>
        <DataList rows={[
          [t('field.nim'), biodata.nim], [t('field.nama_mahasiswa'), biodata.nama_mahasiswa], [t('field.jenis_kelamin'), t(`jenis_kelamin.${biodata.jenis_kelamin}`)],
          [t('field.ttl'), `${biodata.tempat_lahir}, ${formatTanggal(biodata.tanggal_lahir)}`], [t('field.agama'), biodata.agama], [t('field.kewarganegaraan'), biodata.kewarganegaraan],
        ]} />
        <Flex mt="3" gap="2" align="center" wrap="wrap">
          <Text size="2" weight="medium">{t('detail.foto')}</Text>
          <PilihBerkas accept="image/jpeg,image/png" aria-label={t('detail.foto')} disabled={foto.busy} onPilih={(file) => void unggahFoto(file ?? undefined)} />
          {foto.error ? <Text size="1" color="red" role="alert">{foto.error}</Text> : <Text size="1" color="gray">{t('detail.foto_petunjuk')}</Text>}
        </Flex>
      </Card>
      <Card size="2" mb="4">
        <Heading as="h2" size="4" mb="3">{t('detail.kontak')}</Heading>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          {input('email', 'email')}
          {input('hp', 'tel')}
          {input('telepon_rumah', 'tel')}
          {select('id_status_pernikahan', (statusNikah.data ?? []).map((s) => ({ value: String(s.id), label: s.nama })))}
        </Grid>
      </Card>
      <Card size="2" mb="4">
        <Heading as="h2" size="4" mb="3">{t('detail.alamat')}</Heading>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          {input('alamat')}
          {input('rt_rw')}
          {input('kelurahan')}
          {input('kecamatan')}
          {select('id_provinsi', (provinsi.data ?? []).map((p) => ({ value: String(p.id_provinsi), label: p.nama_provinsi })), (v) => setForm((f) => ({ ...f, id_provinsi: v, id_wilayah: '' })))}
          {select('id_wilayah', (kota.data ?? []).map((k) => ({ value: String(k.id_wilayah), label: `${k.jenis} ${k.nama_wilayah}` })))}
          {input('kode_pos')}
        </Grid>
      </Card>
      <Card size="2" mb="4">
        <Heading as="h2" size="4" mb="3">{t('detail.keluarga')}</Heading>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          {input('nama_ayah')}
          {input('nama_ibu')}
          {input('hp_orang_tua', 'tel')}
        </Grid>
      </Card>
      {problem ? <Text as="p" color="red" role="alert" mb="2">{problem}</Text> : null}
      <Flex gap="2" justify="end">
        {backHref ? <Button asChild variant="soft" type="button"><Link href={backHref}>{t('umum.kembali')}</Link></Button> : null}
        <Button type="submit" disabled={saving}>{saving ? t('umum.menyimpan') : t('umum.simpan')}</Button>
      </Flex>
    </form>
  );
}
