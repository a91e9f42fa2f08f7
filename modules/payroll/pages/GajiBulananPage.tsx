import { Callout, Flex, Select, Table, Text } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, formatRupiah, formatTanggal, NamaTabel, PageBody, PageHeader, PageSpinner, UnduhButton } from '../../../core/client';
import { cetakGajiBulanan, getGajiBulanan } from '../api';
import { bulanLalu, bulanSebelum, namaBulan } from '../bulan';
import { statusSlip } from '../status-slip';
import type { DetailGaji, SlipGajiDenganStatus } from '../schemas';
import { Identitas } from './components/Identitas';
import { useMuat } from './components/useMuat';

/** Months offered: this one and the eleven before (the slip of a coming month does not exist yet). */
const PILIHAN = 12;

/** `kalimat`: a phrase rather than an amount, which may wrap on a narrow phone (amounts stay on one line, theme.css). */
type Baris = { label: string; nilai: string; tebal?: boolean; kalimat?: boolean };

function Kelompok({ judul, baris }: { judul: string; baris: Baris[] }) {
  return (
    <>
      <Table.Row>
        <Table.ColumnHeaderCell colSpan={2} scope="colgroup">{judul}</Table.ColumnHeaderCell>
      </Table.Row>
      {baris.map((b) => (
        <Table.Row key={b.label}>
          <Table.RowHeaderCell style={b.tebal ? { fontWeight: 600 } : undefined}>{b.label}</Table.RowHeaderCell>
          <Table.Cell justify="end" style={{ ...(b.tebal ? { fontWeight: 600 } : {}), ...(b.kalimat ? { whiteSpace: 'normal' } : {}) }}>{b.nilai}</Table.Cell>
        </Table.Row>
      ))}
    </>
  );
}

/** Where the slip stands: provisional (the month is open), final, or paid by a recorded transfer (decision 0046). */
function StatusSlip({ slip }: { slip: SlipGajiDenganStatus }) {
  const { t } = useTranslation('payroll');
  const { kunci, nilai, warna } = statusSlip(slip, formatTanggal);
  return <Callout.Root color={warna} role="status"><Callout.Text>{t(kunci, nilai)}</Callout.Text></Callout.Root>;
}

/**
 * /laporan/gaji-bulanan (dsn00, kor00): the caller's salary slip of a month (default: the last
 * complete one) grouped into income, deductions and the net amount, with where it stands
 * (provisional, final, transferred); 'Cetak' saves the A4 PDF.
 */
export default function GajiBulananPage() {
  const { t } = useTranslation('payroll');
  const bulanan = useMemo(() => Array.from({ length: PILIHAN }, (_, i) => bulanSebelum(new Date(), i)), []);
  const [bulan, setBulan] = useState(() => bulanLalu(new Date()));
  const slip = useMuat(bulan, async () => (await getGajiBulanan({ bulan })).data);
  const s = slip.data as SlipGajiDenganStatus | null;

  const rp = (g: DetailGaji, key: keyof DetailGaji, tebal = false): Baris => ({ label: t(`gaji.${key}`), nilai: formatRupiah(g[key] as number), tebal });

  return (
    <PageBody>
      <PageHeader
        title={t('gaji.judul')}
        caption={t('gaji.keterangan')}
        actions={<UnduhButton unduh={() => cetakGajiBulanan({ bulan })} disabled={!s} />}
      />
      <Flex direction="column" gap="4">
        <label>
          <Text size="2" weight="medium" mr="2">{t('gaji.bulan')}</Text>
          <Select.Root value={bulan} onValueChange={setBulan}>
            <Select.Trigger aria-label={t('gaji.bulan')} />
            <Select.Content>
              {bulanan.map((b) => <Select.Item key={b} value={b}>{namaBulan(b)}</Select.Item>)}
            </Select.Content>
          </Select.Root>
        </label>
        {slip.error ? (
          <Callout.Root color="red" role="alert"><Callout.Text>{errorMessages(slip.error).join(' ')}</Callout.Text></Callout.Root>
        ) : null}
        {!s && !slip.error && <PageSpinner />}
        {s && (
          <>
            <StatusSlip slip={s} />
            <Identitas orang={s} periode={[t('identitas.bulan'), s.nama_bulan]} />
            <Table.Root variant="surface" size="1">
              <NamaTabel nama={t('gaji.judul')} />
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('gaji.komponen')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">{t('gaji.jumlah')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                <Kelompok judul={t('gaji.pendapatan')} baris={[
                  { label: t('gaji.total_absen'), nilai: t('gaji.total_absen_nilai', { n: s.detail_gaji.total_absen }) },
                  { label: t('gaji.sks_diampu'), nilai: t('gaji.sks_nilai', { sks: s.dasar.sks_diampu, wajib: s.dasar.kewajiban_sks }), kalimat: true },
                  rp(s.detail_gaji, 'gaji_pokok'), rp(s.detail_gaji, 'tunjangan_akademik'), rp(s.detail_gaji, 'tunjangan_nidn'),
                  rp(s.detail_gaji, 'tunjangan_tambahan'), rp(s.detail_gaji, 'jumlah_honor_absen'), rp(s.detail_gaji, 'honor_kelebihan_pengajaran'),
                  rp(s.detail_gaji, 'jumlah_honor_penelitian'), rp(s.detail_gaji, 'jumlah_honor_pkm'), rp(s.detail_gaji, 'total_gaji', true),
                ]} />
                <Kelompok judul={t('gaji.potongan')} baris={[
                  { label: s.dasar.label_pph, nilai: formatRupiah(s.detail_gaji.pph_dua_satu) },
                  rp(s.detail_gaji, 'potongan_bkd1'), rp(s.detail_gaji, 'potongan_bkd2'), rp(s.detail_gaji, 'potongan_lain'),
                  { label: t('gaji.total_potongan'), nilai: formatRupiah(s.dasar.total_potongan), tebal: true },
                ]} />
                <Kelompok judul={t('gaji.bersih')} baris={[rp(s.detail_gaji, 'total_penerimaan_bersih', true)]} />
              </Table.Body>
            </Table.Root>
          </>
        )}
      </Flex>
    </PageBody>
  );
}
