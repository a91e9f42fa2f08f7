import { Button, Card, Flex, Grid, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureBody, IsianTanggal, SaveOutcome, useKirim } from '../../../../core/client';
import { patchKeluargaDosen } from '../../api';
import { KELUARGA_MAKS, type KeluargaDosen, type KeluargaInput } from '../../schemas';

type Baris = { id_keluarga_dosen?: number; hubungan: KeluargaInput['hubungan']; nama: string; tempat_lahir: string; tanggal_lahir: string; pekerjaan: string };
type Teks = 'nama' | 'tempat_lahir' | 'pekerjaan';

const keBaris = (k: KeluargaDosen): Baris => ({
  id_keluarga_dosen: k.id_keluarga_dosen, hubungan: k.hubungan, nama: k.nama, tempat_lahir: k.tempat_lahir ?? '', tanggal_lahir: k.tanggal_lahir ?? '', pekerjaan: k.pekerjaan ?? '',
});

/**
 * The family editor (PATCH biodata/dosen/keluarga): every member's relation, name, birth place and
 * date, and occupation; members are added and removed here and the whole list is saved at once.
 * The server's messages show under the member's field they are about.
 */
export function KeluargaForm({ keluarga, pasangan, onSaved, onCancel }: {
  keluarga: KeluargaDosen[]; pasangan: 'suami' | 'istri'; onSaved: (data: KeluargaDosen[], message: string) => void; onCancel: () => void;
}) {
  const { t } = useTranslation('lecturer');
  const [rows, setRows] = useState<Baris[]>(() => keluarga.map(keBaris));
  const [error, setError] = useState<{ message?: string; errors?: Record<string, string[]> } | null>(null);
  const { busy: saving, kirim } = useKirim();
  const ubah = (i: number, patch: Partial<Baris>) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const galat = (i: number, field: string) => error?.errors?.[`keluarga.${i}.${field}`];

  async function simpan(event: React.FormEvent) {
    event.preventDefault();
    const kiriman = await kirim(async () => {
      const res = await patchKeluargaDosen({
        keluarga: rows.map((r) => ({
          ...(r.id_keluarga_dosen ? { id_keluarga_dosen: r.id_keluarga_dosen } : {}),
          hubungan: r.hubungan, nama: r.nama, tempat_lahir: r.tempat_lahir || null, tanggal_lahir: r.tanggal_lahir || null, pekerjaan: r.pekerjaan || null,
        })),
      });
      onSaved(res.data, res.message);
    });
    if ('error' in kiriman) setError(failureBody(kiriman.error) as typeof error);
  }

  const teks = (i: number, field: Teks, r: Baris) => {
    const id = `keluarga-${i}-${field}`;
    const pesan = galat(i, field);
    return (
      <div>
        <Text as="label" htmlFor={id} size="2" weight="medium">{t(`field.${field}`)}</Text>
        <TextField.Root id={id} value={r[field]} maxLength={KELUARGA_MAKS[field]} aria-invalid={!!pesan} color={pesan ? 'red' : undefined}
          onChange={(e) => ubah(i, { [field]: e.target.value })} />
        {pesan ? <Text size="1" color="red">{pesan.join(' ')}</Text> : null}
      </div>
    );
  };

  return (
    <form onSubmit={simpan} noValidate aria-label={t('halaman.ubah_keluarga')}>
      <Text as="p" size="2" color="gray" mb="3">{t('halaman.keluarga_keterangan')}</Text>
      <SaveOutcome error={error?.message ? { message: error.message } : error} saved={null} />
      {rows.map((r, i) => {
        const judul = t('halaman.anggota_ke', { n: i + 1 });
        const pesanHubungan = galat(i, 'hubungan') ?? galat(i, 'id_keluarga_dosen');
        const pesanTanggal = galat(i, 'tanggal_lahir');
        return (
          <Card key={r.id_keluarga_dosen ?? `baru-${i}`} mb="3" role="group" aria-label={judul}>
            <Flex justify="between" align="center" mb="2">
              <Text weight="bold" size="2">{judul}</Text>
              <Button type="button" size="1" variant="soft" color="red" aria-label={`${t('halaman.hapus_anggota')} ${judul}`}
                onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}>{t('halaman.hapus_anggota')}</Button>
            </Flex>
            <Grid columns={{ initial: '1', sm: '3' }} gap="3">
              <div>
                <Text as="label" htmlFor={`keluarga-${i}-hubungan`} size="2" weight="medium">{t('field.hubungan')}</Text>
                <select id={`keluarga-${i}-hubungan`} value={r.hubungan} aria-invalid={!!pesanHubungan} style={{ display: 'block', padding: 6, borderRadius: 4, width: '100%' }}
                  onChange={(e) => ubah(i, { hubungan: e.target.value as Baris['hubungan'] })}>
                  <option value={pasangan}>{t(`hubungan.${pasangan}`)}</option>
                  <option value="anak">{t('hubungan.anak')}</option>
                </select>
                {pesanHubungan ? <Text size="1" color="red">{pesanHubungan.join(' ')}</Text> : null}
              </div>
              {teks(i, 'nama', r)}
              {teks(i, 'tempat_lahir', r)}
              <div>
                <Text as="label" htmlFor={`keluarga-${i}-tanggal_lahir`} size="2" weight="medium">{t('field.tanggal_lahir')}</Text>
                <IsianTanggal id={`keluarga-${i}-tanggal_lahir`} value={r.tanggal_lahir} aria-invalid={!!pesanTanggal} color={pesanTanggal ? 'red' : undefined}
                  onChange={(e) => ubah(i, { tanggal_lahir: e.target.value })} />
                {pesanTanggal ? <Text size="1" color="red">{pesanTanggal.join(' ')}</Text> : null}
              </div>
              {teks(i, 'pekerjaan', r)}
            </Grid>
          </Card>
        );
      })}
      {!rows.length ? <Text as="p" color="gray" size="2" mb="3">{t('halaman.kosong.keluarga')}</Text> : null}
      <Flex justify="between" gap="2" wrap="wrap">
        <Button type="button" variant="soft" disabled={rows.length >= KELUARGA_MAKS.anggota}
          onClick={() => setRows((rs) => [...rs, { hubungan: 'anak', nama: '', tempat_lahir: '', tanggal_lahir: '', pekerjaan: '' }])}>{t('halaman.tambah_anggota')}</Button>
        <Flex gap="2">
          <Button type="button" variant="soft" color="gray" onClick={onCancel}>{t('halaman.batal')}</Button>
          <Button type="submit" disabled={saving}>{saving ? t('halaman.menyimpan') : t('halaman.simpan')}</Button>
        </Flex>
      </Flex>
    </form>
  );
}
