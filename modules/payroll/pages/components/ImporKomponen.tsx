import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PilihBerkas, UnduhButton } from '../../../../core/client';
import { imporKomponen, unduhTemplat } from '../../api-pengaturan';
import { namaBulan } from '../../bulan';
import { useSimpan } from './useSimpan';

/** The refusal of an import: its summary and, one per line, every bad row the server named. */
function GalatImpor({ error }: { error: unknown }) {
  const body = (error ?? {}) as { message?: string; errors?: Record<string, string[]> };
  const baris = Object.values(body.errors ?? {}).flat().filter((m) => m !== body.message);
  return (
    <Callout.Root color="red" role="alert" mt="3">
      <Callout.Text>{body.message}</Callout.Text>
      {baris.length > 0 && <ul>{baris.map((m) => <li key={m}><Text size="2">{m}</Text></li>)}</ul>}
    </Callout.Root>
  );
}

/**
 * Upload of a month's lines from a CSV or XLSX file (all rows or none), and the month's template to
 * fill in: every active lecturer with what the month already holds.
 */
export function ImporKomponen({ bulan, dapatDiubah, onSelesai }: { bulan: string; dapatDiubah: boolean; onSelesai: () => void }) {
  const { t } = useTranslation('payroll');
  const [dipilih, setDipilih] = useState<File | null>(null);
  const [hasil, setHasil] = useState<string | null>(null);
  const { saving, error, jalankan } = useSimpan();

  const unggah = async () => {
    setHasil(null);
    const hasil = await jalankan(() => imporKomponen(bulan, dipilih!));
    if (!hasil.ok) return;
    setHasil(hasil.value.message);
    setDipilih(null);
    onSelesai();
  };

  return (
    <Card mb="4">
      <Heading as="h2" size="3" mb="2">{t('komponen.impor_judul', { bulan: namaBulan(bulan) })}</Heading>
      <Text as="p" size="2" color="gray" mb="3">{t('komponen.impor_keterangan')}</Text>
      <Flex gap="2" wrap="wrap" align="center">
        <UnduhButton unduh={() => unduhTemplat(bulan, 'xlsx')} label={t('komponen.templat_xlsx')} />
        <UnduhButton unduh={() => unduhTemplat(bulan, 'csv')} label={t('komponen.templat_csv')} />
        {dapatDiubah && (
          <>
            <PilihBerkas accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-label={t('komponen.pilih_berkas')} berkas={dipilih} onPilih={(file) => { setDipilih(file); setHasil(null); }} />
            <Button disabled={!dipilih || saving} onClick={() => void unggah()}>{saving ? t('komponen.mengimpor') : t('komponen.impor')}</Button>
          </>
        )}
      </Flex>
      {error ? <GalatImpor error={error} /> : null}
      {hasil && <Callout.Root color="green" role="status" mt="3"><Callout.Text>{hasil}</Callout.Text></Callout.Root>}
    </Card>
  );
}
