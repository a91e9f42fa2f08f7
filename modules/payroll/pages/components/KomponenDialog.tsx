import { Button, Dialog, Flex, Grid, Select, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveOutcome, type KirimHasil } from '../../../../core/client';
import { deleteKomponen, getRekening, patchKomponen, postKomponen } from '../../api-pengaturan';
import { namaBulan } from '../../bulan';
import type { Komponen, RekeningDosen } from '../../schemas-pengaturan';
import { Isian } from './Isian';
import { useSimpan } from './useSimpan';

const JUMLAH = ['honor_penelitian', 'honor_pkm', 'tunjangan_tambahan', 'potongan_lain'] as const;

/** Finds a lecturer by name, NIDN or NUPTK (the first page of the account list) and picks one. */
function PilihDosen({ onPilih }: { onPilih: (id: number | null) => void }) {
  const { t } = useTranslation('payroll');
  const [cari, setCari] = useState('');
  const [hasil, setHasil] = useState<RekeningDosen[] | null>(null);
  const [pilihan, setPilihan] = useState('');
  const muat = async () => {
    const res = await getRekening({ search: cari.trim() || undefined, per_page: 20 });
    setHasil(res.data);
    setPilihan('');
    onPilih(null);
  };
  return (
    <Flex direction="column" gap="2">
      <Text as="label" size="2" htmlFor="komponen-cari-dosen">{t('komponen.cari_dosen')}</Text>
      <Flex gap="2">
        <TextField.Root id="komponen-cari-dosen" value={cari} onChange={(e) => setCari(e.target.value)}
          onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void muat(); } }} />
        <Button type="button" variant="soft" onClick={() => void muat()}>{t('aksi.cari')}</Button>
      </Flex>
      {hasil && hasil.length === 0 && <Text size="2" color="gray">{t('komponen.dosen_tidak_ada')}</Text>}
      {hasil && hasil.length > 0 && (
        <Select.Root value={pilihan} onValueChange={(v) => { setPilihan(v); onPilih(Number(v)); }}>
          <Select.Trigger aria-label={t('field.id_dosen')} placeholder={t('komponen.pilih_dosen')} />
          <Select.Content>
            {hasil.map((d) => <Select.Item key={d.id_dosen} value={String(d.id_dosen)}>{`${d.nama_dosen}${d.nidn ? ` (${d.nidn})` : ''}`}</Select.Item>)}
          </Select.Content>
        </Select.Root>
      )}
    </Flex>
  );
}

/**
 * Adds a lecturer's line for the month (`komponen` null) or edits or deletes one, naming the version
 * shown so a concurrent change answers 409 here; the page reloads the month after a refusal.
 */
export function KomponenDialog({ bulan, komponen, onTutup, onTersimpan, onGagal }: {
  bulan: string;
  komponen: Komponen | null;
  onTutup: () => void;
  onTersimpan: (message: string) => void;
  onGagal: () => void;
}) {
  const { t } = useTranslation('payroll');
  const [idDosen, setIdDosen] = useState<number | null>(komponen?.id_dosen ?? null);
  const [isi, setIsi] = useState<Record<string, string>>({
    ...Object.fromEntries(JUMLAH.map((k) => [k, String(komponen?.[k] ?? 0)])), keterangan: komponen?.keterangan ?? '',
  });
  const { saving, error, jalankan } = useSimpan();
  const angka = (k: string) => (isi[k].trim() === '' ? 0 : Number(isi[k].replace(/\./g, '')));

  const selesai = (hasil: KirimHasil<{ message: string }>) => {
    if (hasil.ok) onTersimpan(hasil.value.message);
    else if ('error' in hasil) onGagal();
  };
  const kirim = async (e: React.FormEvent) => {
    e.preventDefault();
    const nilai = { ...Object.fromEntries(JUMLAH.map((k) => [k, angka(k)])), keterangan: isi.keterangan.trim() || null } as Record<(typeof JUMLAH)[number], number> & { keterangan: string | null };
    selesai(await jalankan(() => (komponen
      ? patchKomponen(komponen.id_dosen, bulan, { ...nilai, versi: komponen.versi })
      : postKomponen({ id_dosen: idDosen ?? 0, bulan, ...nilai }))));
  };
  const hapus = async () => selesai(await jalankan(() => deleteKomponen(komponen!.id_dosen, bulan, komponen!.versi)));

  return (
    <Dialog.Root open onOpenChange={(open) => { if (!open) onTutup(); }}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{komponen ? t('komponen.dialog_ubah', { nama: komponen.nama_dosen, bulan: namaBulan(bulan) }) : t('komponen.dialog_tambah', { bulan: namaBulan(bulan) })}</Dialog.Title>
        <Dialog.Description size="2" mb="3">{t('komponen.dialog_keterangan')}</Dialog.Description>
        <form onSubmit={(e) => void kirim(e)}>
          <SaveOutcome error={error} saved={null} />
          {!komponen && <PilihDosen onPilih={setIdDosen} />}
          <Grid columns="2" gap="3" mt="3">
            {JUMLAH.map((k) => (
              <Isian key={k} id={`komponen-${k}`} label={t(`field.${k}`)} value={isi[k]} inputMode="numeric" onChange={(v) => setIsi((s) => ({ ...s, [k]: v }))} />
            ))}
          </Grid>
          <Flex direction="column" mt="3">
            <Isian id="komponen-keterangan" label={t('field.keterangan')} maxLength={500} value={isi.keterangan} onChange={(v) => setIsi((s) => ({ ...s, keterangan: v }))} />
          </Flex>
          <Flex gap="2" justify="between" mt="4">
            {komponen ? <Button type="button" color="red" variant="soft" disabled={saving} onClick={() => void hapus()}>{t('aksi.hapus')}</Button> : <span />}
            <Flex gap="2">
              <Button type="button" variant="soft" color="gray" disabled={saving} onClick={onTutup}>{t('aksi.batal')}</Button>
              <Button type="submit" disabled={saving || (!komponen && idDosen === null)}>{t('aksi.simpan')}</Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
