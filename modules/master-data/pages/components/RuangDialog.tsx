import { Button, Dialog, Flex, Grid, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureBody, SaveOutcome, useKirim } from '../../../../core/client';
import { postRuang, putRuang } from '../../api';
import type { GedungItem } from '../../schemas';
import { JENIS_RUANG, type RuangKelola, type TambahRuangBody } from '../../schemas-ruang';

/** A labelled field of the form. */
function Kolom({ label, children }: { label: string; children: React.ReactNode }) {
  return <Flex direction="column" gap="1" asChild><label><Text size="2" weight="medium">{label}</Text>{children}</label></Flex>;
}

/**
 * Adds a room (`ruang` null) or edits one at the version the list showed; the server judges the input
 * and its refusal (a code in use, a capacity below a scheduled class's quota, a stale version) shows here.
 */
export function RuangDialog({ ruang, gedung, onTutup, onTersimpan, onGagal }: {
  ruang: RuangKelola | null;
  gedung: readonly GedungItem[];
  onTutup: () => void;
  onTersimpan: (message: string) => void;
  onGagal: () => void;
}) {
  const { t } = useTranslation('master-data');
  const [isi, setIsi] = useState({
    kode: ruang?.kode ?? '', nama_ruang: ruang?.nama_ruang ?? '', id_gedung: ruang ? String(ruang.id_gedung) : '',
    lantai: ruang ? String(ruang.lantai) : '1', jenis: ruang?.jenis ?? 'Kelas', kapasitas: ruang ? String(ruang.kapasitas) : '',
  });
  const [error, setError] = useState<unknown>(null);
  const { busy, kirim: jalankan } = useKirim();
  const ubah = (k: keyof typeof isi) => (e: { target: { value: string } }) => setIsi((s) => ({ ...s, [k]: e.target.value }));

  const kirim = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      kode: isi.kode, nama_ruang: isi.nama_ruang, id_gedung: Number(isi.id_gedung), lantai: Number(isi.lantai),
      jenis: isi.jenis as TambahRuangBody['jenis'], kapasitas: Number(isi.kapasitas),
    };
    const hasil = await jalankan(() => (ruang ? putRuang(ruang.id_ruang, { ...body, versi: ruang.versi }) : postRuang(body)));
    if (hasil.ok) onTersimpan(hasil.value.message);
    else if ('error' in hasil) { setError(failureBody(hasil.error)); onGagal(); }
  };
  const judul = ruang ? t('ruang.dialog_ubah', { kode: ruang.kode }) : t('ruang.dialog_tambah');

  return (
    <Dialog.Root open onOpenChange={(open) => { if (!open) onTutup(); }}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{judul}</Dialog.Title>
        <Dialog.Description size="2" mb="3">{t('ruang.dialog_keterangan')}</Dialog.Description>
        <form onSubmit={(e) => void kirim(e)}>
          <SaveOutcome error={error} saved={null} />
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <Kolom label={t('ruang.field.kode')}><TextField.Root value={isi.kode} onChange={ubah('kode')} maxLength={20} /></Kolom>
            <Kolom label={t('ruang.field.nama_ruang')}><TextField.Root value={isi.nama_ruang} onChange={ubah('nama_ruang')} maxLength={100} /></Kolom>
            <Kolom label={t('ruang.field.id_gedung')}>
              <select value={isi.id_gedung} onChange={ubah('id_gedung')}>
                <option value="">{t('ruang.pilih_gedung')}</option>
                {gedung.map((g) => <option key={g.id_gedung} value={String(g.id_gedung)}>{g.nama_gedung}</option>)}
              </select>
            </Kolom>
            <Kolom label={t('ruang.field.lantai')}><TextField.Root type="number" min={0} value={isi.lantai} onChange={ubah('lantai')} /></Kolom>
            <Kolom label={t('ruang.field.jenis')}>
              <select value={isi.jenis} onChange={ubah('jenis')}>
                {JENIS_RUANG.map((j) => <option key={j} value={j}>{j}</option>)}
              </select>
            </Kolom>
            <Kolom label={t('ruang.field.kapasitas')}><TextField.Root type="number" min={1} max={1000} value={isi.kapasitas} onChange={ubah('kapasitas')} /></Kolom>
          </Grid>
          <Flex gap="2" justify="end" mt="4">
            <Button type="button" variant="soft" color="gray" disabled={busy} onClick={onTutup}>{t('aksi.batal')}</Button>
            <Button type="submit" disabled={busy}>{t('aksi.simpan')}</Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
