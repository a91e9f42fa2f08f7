import { Button, Dialog, Flex, Grid, Heading, Table } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTanggalJam, NamaTabel, SaveOutcome } from '../../../../core/client';
import { namaBulan } from '../../bulan';
import { Isian } from './Isian';
import { useSimpan } from './useSimpan';

/** One version in the history table: when it applies from (null: since forever), its values, who saved it and when. */
export interface BarisRiwayat { id: number; berlaku_mulai: string | null; nilai: ReactNode[]; diubah_oleh: string | null; diubah_pada: string | null }

/**
 * The dialog that saves a new version of a rate (one or more amounts) from a month not before
 * `bulanMin`, above the versions so far. The server checks every rule; its refusal shows here, the
 * dialog keeps what was typed and the page reloads (`onGagal`) so a retry compares against what is stored.
 */
export function UbahVersiDialog({ judul, bulanAwal, bulanMin, isian, kolom, riwayat, simpan, onTutup, onTersimpan, onGagal }: {
  judul: string;
  /** The month proposed (the current one). */
  bulanAwal: string;
  /** The earliest open month (decision 0028); null when no month was ever closed. */
  bulanMin: string | null;
  isian: Array<{ key: string; label: string; awal: number }>;
  kolom: string[];
  riwayat: BarisRiwayat[];
  simpan: (nilai: Record<string, number>, bulan: string) => Promise<{ message: string }>;
  onTutup: () => void;
  onTersimpan: (message: string) => void;
  onGagal: () => void;
}) {
  const { t } = useTranslation('payroll');
  const [nilai, setNilai] = useState<Record<string, string>>(Object.fromEntries(isian.map((i) => [i.key, String(i.awal)])));
  const [bulan, setBulan] = useState(bulanAwal);
  const { saving, error, jalankan } = useSimpan();

  const kirim = async (e: React.FormEvent) => {
    e.preventDefault();
    // Non-numbers go to the server as they are, so its Indonesian message names the field.
    const angka = Object.fromEntries(Object.entries(nilai).map(([k, v]) => [k, v.trim() === '' ? Number.NaN : Number(v)]));
    const hasil = await jalankan(() => simpan(angka, bulan));
    if (hasil.ok) onTersimpan(hasil.value.message);
    else if ('error' in hasil) onGagal();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => { if (!open) onTutup(); }}>
      <Dialog.Content maxWidth="640px">
        <Dialog.Title>{judul}</Dialog.Title>
        <Dialog.Description size="2" mb="3">{bulanMin ? t('pengaturan.dialog_keterangan', { bulan: namaBulan(bulanMin) }) : t('pengaturan.dialog_keterangan_semua')}</Dialog.Description>
        <form onSubmit={(e) => void kirim(e)}>
          <SaveOutcome error={error} saved={null} />
          <Grid columns={{ initial: '1', sm: String(isian.length + 1) }} gap="3">
            {isian.map((i) => (
              <Isian key={i.key} id={`versi-${i.key}`} label={i.label} value={nilai[i.key]} inputMode="numeric" onChange={(v) => setNilai((s) => ({ ...s, [i.key]: v }))} />
            ))}
            <Isian id="versi-bulan" label={t('field.berlaku_mulai')} type="month" min={bulanMin ?? undefined} value={bulan} onChange={setBulan} />
          </Grid>
          <Flex gap="2" justify="end" mt="4">
            <Button type="button" variant="soft" color="gray" disabled={saving} onClick={onTutup}>{t('aksi.batal')}</Button>
            <Button type="submit" disabled={saving}>{t('aksi.simpan')}</Button>
          </Flex>
        </form>
        <Heading as="h2" size="2" mt="4" mb="2">{t('pengaturan.riwayat')}</Heading>
        <Table.Root size="1" variant="surface">
          <NamaTabel nama={t('pengaturan.riwayat')} />
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('field.berlaku_mulai')}</Table.ColumnHeaderCell>
              {kolom.map((k) => <Table.ColumnHeaderCell key={k} align="right">{k}</Table.ColumnHeaderCell>)}
              <Table.ColumnHeaderCell>{t('pengaturan.diubah_oleh')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {riwayat.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>{r.berlaku_mulai ? namaBulan(r.berlaku_mulai) : t('pengaturan.sejak_awal')}</Table.Cell>
                {r.nilai.map((n, i) => <Table.Cell key={i} align="right">{n}</Table.Cell>)}
                <Table.Cell>{r.diubah_oleh ? `${r.diubah_oleh}, ${formatTanggalJam(r.diubah_pada)}` : t('pengaturan.bawaan')}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}
