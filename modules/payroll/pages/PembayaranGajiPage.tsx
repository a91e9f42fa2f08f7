import { Card, DataList, Flex, Select, Text } from '@radix-ui/themes';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import { createListStore, formatRupiah, PagedList, PageBody, PageHeader, SaveOutcome, UnduhButton, type PagedColumn } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getPembayaran, postTransfer, unduhPembayaran } from '../api-pengaturan';
import { bulanSebelum, namaBulan } from '../bulan';
import type { RingkasanPembayaran, TanpaRekening } from '../schemas-pembayaran';
import { CatatTransfer } from './components/CatatTransfer';
import { RiwayatTransfer } from './components/RiwayatTransfer';
import { useSimpan } from './components/useSimpan';

/** Months offered: the twelve complete ones, as on Tutup Buku (only a closed one has a file). */
const PILIHAN = 12;

type Ringkasan = Omit<RingkasanPembayaran, 'data' | 'current_page' | 'per_page' | 'total'>;

/** The month's lecturers without an account, 7 per page; the summary kept beside them as the server answered it. */
function createPembayaranStore() {
  // Undefined until chosen: the server answers the latest closed month.
  const filter: { bulan?: string } = {};
  const status = proxy<{ ringkasan: Ringkasan | null }>({ ringkasan: null });
  const list = createListStore<TanpaRekening>(
    ({ page, perPage }) => getPembayaran({ ...filter, page, per_page: perPage }).then(
      (r) => { const { data: _d, current_page: _c, per_page: _p, total: _t, ...ringkasan } = r; status.ringkasan = ringkasan; return r; },
      (e: unknown) => { status.ringkasan = null; throw e; },
    ),
    { perPage: PAGE_SIZE.DEFAULT },
  );
  return {
    list, status,
    pilih: (bulan: string) => { filter.bulan = bulan; status.ringkasan = null; return list.load(1); },
    muatUlang: () => list.load(),
  };
}

/**
 * /pengaturan-gaji/pembayaran (adm00; decisions 0031 and 0046, not a spec page): the bank payment of a
 * closed month: how many lecturers the next transfer file pays and its total (the net pay of the slips
 * kept at closing), the CSV and XLSX downloads, 'Catat Sudah Ditransfer' once the file went to the
 * bank (its lecturers leave the next file), the recorded transfers with their files, and the lecturers
 * owed pay who have no account (left out of the file until their account is entered on Rekening
 * Dosen). An open month is refused by the server.
 */
export default function PembayaranGajiPage() {
  const { t } = useTranslation('payroll');
  const [store] = useState(createPembayaranStore);
  const [dipilih, setDipilih] = useState<string | null>(null);
  const ringkasan = useSnapshot(store.status).ringkasan;
  const [tercatat, setTercatat] = useState<string | null>(null);
  const { saving, error, jalankan, lupakan } = useSimpan();
  useEffect(() => void store.list.load(), [store]);
  // After a success or a refusal (the file changed, another administrator recorded it first) the page shows what is stored.
  const catat = async (tanggal: string) => {
    if (!ringkasan) return;
    setTercatat(null);
    const hasil = await jalankan(() => postTransfer(ringkasan.bulan, { tanggal_transfer: tanggal, sidik_berkas: ringkasan.sidik_berkas }));
    if (hasil.ok) setTercatat(hasil.value.message);
    if (!('skipped' in hasil)) void store.muatUlang();
  };
  const bulan = dipilih ?? ringkasan?.bulan ?? '';
  const pilihan = useMemo(() => {
    const daftar = Array.from({ length: PILIHAN }, (_, i) => bulanSebelum(new Date(), i + 1));
    return bulan && !daftar.includes(bulan) ? [...daftar, bulan] : daftar;
  }, [bulan]);

  const columns: PagedColumn<TanpaRekening>[] = [
    { key: 'nama_dosen', header: t('pembayaran.kolom_dosen') },
    { key: 'nidn', header: t('identitas.nidn') },
    { key: 'nama_prodi', header: t('rekening.kolom_prodi') },
    { key: 'jumlah', header: t('pembayaran.kolom_gaji_bersih'), align: 'right', cell: (r) => formatRupiah(r.jumlah) },
  ];

  return (
    <PageBody>
      <PageHeader title={t('pembayaran.judul')} caption={t('pembayaran.keterangan')} />
      <Flex gap="3" mb="3" align="center" wrap="wrap">
        <label>
          <Text size="2" weight="medium" mr="2">{t('field.bulan')}</Text>
          <Select.Root value={bulan || undefined} onValueChange={(b) => { setDipilih(b); setTercatat(null); lupakan(); void store.pilih(b); }}>
            <Select.Trigger aria-label={t('field.bulan')} placeholder={t('field.bulan')} />
            <Select.Content>
              {pilihan.map((b) => <Select.Item key={b} value={b}>{namaBulan(b)}</Select.Item>)}
            </Select.Content>
          </Select.Root>
        </label>
        <UnduhButton unduh={() => unduhPembayaran(ringkasan!.bulan, 'csv')} label={t('pembayaran.unduh_csv')} disabled={!ringkasan?.jumlah_dibayar} />
        <UnduhButton unduh={() => unduhPembayaran(ringkasan!.bulan, 'xlsx')} label={t('pembayaran.unduh_xlsx')} disabled={!ringkasan?.jumlah_dibayar} />
        {ringkasan && <CatatTransfer ringkasan={ringkasan} saving={saving} onCatat={(tanggal) => void catat(tanggal)} />}
      </Flex>
      <SaveOutcome error={error} saved={tercatat} />
      {ringkasan && (
        <Card mb="4">
          <DataList.Root aria-label={t('pembayaran.judul')}>
            {([
              ['dibayar', String(ringkasan.jumlah_dibayar)], ['total_dibayar', formatRupiah(ringkasan.total_dibayar)],
              ['sudah_ditransfer', String(ringkasan.jumlah_sudah_ditransfer)], ['total_sudah_ditransfer', formatRupiah(ringkasan.total_sudah_ditransfer)],
              ['tanpa_rekening', String(ringkasan.jumlah_tanpa_rekening)], ['total_tanpa_rekening', formatRupiah(ringkasan.total_tanpa_rekening)],
            ] as const).map(([kunci, nilai]) => (
              <DataList.Item key={kunci}>
                <DataList.Label>{t(`pembayaran.${kunci}`)}</DataList.Label>
                <DataList.Value><Text weight={kunci === 'total_dibayar' ? 'bold' : undefined}>{nilai}</Text></DataList.Value>
              </DataList.Item>
            ))}
          </DataList.Root>
          {ringkasan.jumlah_dibayar === 0 && ringkasan.jumlah_sudah_ditransfer > 0 && (
            <Text as="p" size="2" color="green" mt="2">{t('pembayaran.semua_ditransfer')}</Text>
          )}
        </Card>
      )}
      {ringkasan && <RiwayatTransfer ringkasan={ringkasan} />}
      <PagedList store={store.list} columns={columns} rowKey={(r) => r.id_dosen}
        caption={ringkasan && (
          <Text weight="medium">
            {ringkasan.jumlah_tanpa_rekening === 0 ? t('pembayaran.semua_punya_rekening') : t('pembayaran.daftar_tanpa_rekening', { bulan: ringkasan.nama_bulan })}
          </Text>
        )} />
    </PageBody>
  );
}
