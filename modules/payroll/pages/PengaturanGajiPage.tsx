import { Badge, Box, Button, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah, LoadState, PageBody, PageHeader, SaveOutcome, TabelData, useLoad, type PagedColumn } from '../../../core/client';
import { getTarif, getTarifJabatan, postTarif, postTarifJabatan } from '../api-pengaturan';
import { namaBulan } from '../bulan';
import type { Tarif, TarifJabatan } from '../schemas-pengaturan';
import { UbahVersiDialog } from './components/UbahVersiDialog';

/** A rate as the finance office reads it: SKS, basis points with the percentage, or rupiah. */
function useFormatNilai() {
  const { t } = useTranslation('payroll');
  return (kunci: string, nilai: number) => {
    if (kunci === 'kewajiban_bkd_sks') return t('pengaturan.nilai_sks', { n: nilai });
    if (kunci === 'pph21_basis_poin') return t('pengaturan.nilai_basis_poin', { n: nilai, persen: String(nilai / 100).replace('.', ',') });
    return formatRupiah(nilai);
  };
}

/** Versions that start after the current month: changes already decided, not in force yet. */
const terjadwal = <V extends { berlaku_mulai: string | null }>(riwayat: V[], bulanBerjalan: string) =>
  riwayat.filter((v) => v.berlaku_mulai !== null && v.berlaku_mulai > bulanBerjalan);

/**
 * /pengaturan-gaji (adm00; decision 0024, not a spec page): the slip's rates and the salary and
 * academic allowance per rank, each with its value this month and the changes scheduled; "Ubah"
 * saves a new version from a month not yet closed (decision 0028: closed slips never change) and shows
 * the history. The server's answer replaces the row.
 */
export default function PengaturanGajiPage() {
  const { t } = useTranslation('payroll');
  const format = useFormatNilai();
  const tarif = useLoad(() => getTarif(), []);
  const jabatan = useLoad(() => getTarifJabatan(), []);
  const [ubah, setUbah] = useState<{ kunci: string } | { id: number } | null>(null);
  const [tersimpan, setTersimpan] = useState<string | null>(null);
  const bulanAwal = tarif.data?.bulan_berjalan ?? jabatan.data?.bulan_berjalan ?? '';
  const bulanMin = tarif.data?.bulan_terbuka ?? jabatan.data?.bulan_terbuka ?? null;

  const selesai = (message: string) => {
    setTersimpan(message);
    setUbah(null);
    void tarif.reload();
    void jabatan.reload();
  };
  const gagal = () => { void tarif.reload(); void jabatan.reload(); };
  const buka = (u: { kunci: string } | { id: number }) => { setTersimpan(null); setUbah(u); };

  const tarifDiubah = ubah && 'kunci' in ubah ? tarif.data?.data.find((x) => x.kunci === ubah.kunci) : undefined;
  const jabatanDiubah = ubah && 'id' in ubah ? jabatan.data?.data.find((x) => x.id_jabatan_fungsional === ubah.id) : undefined;

  const tombolUbah = (nama: string, u: { kunci: string } | { id: number }) => (
    <Button size="1" variant="soft" aria-label={t('pengaturan.ubah_label', { nama })} onClick={() => buka(u)}>{t('aksi.ubah')}</Button>
  );
  const kolomTarif = (bulanBerjalan: string): PagedColumn<Tarif>[] => [
    { key: 'tarif', header: t('pengaturan.kolom_tarif'), rowHeader: true, cell: (x) => x.label },
    { key: 'berlaku', header: t('pengaturan.kolom_berlaku', { bulan: namaBulan(bulanBerjalan) }), align: 'right', cell: (x) => format(x.kunci, x.nilai_berlaku) },
    {
      key: 'terjadwal', header: t('pengaturan.kolom_terjadwal'), cell: (x) => terjadwal(x.riwayat, bulanBerjalan).map((v) => (
        <Badge key={v.id} color="amber" mr="1">{t('pengaturan.mulai', { nilai: format(x.kunci, v.nilai), bulan: namaBulan(v.berlaku_mulai!) })}</Badge>
      )),
    },
    { key: 'aksi', header: '', cell: (x) => tombolUbah(x.label, { kunci: x.kunci }) },
  ];
  const kolomJabatan = (bulanBerjalan: string): PagedColumn<TarifJabatan>[] => [
    { key: 'jabatan', header: t('pengaturan.kolom_jabatan'), rowHeader: true, cell: (j) => j.nama_jabatan_fungsional },
    { key: 'gaji', header: t('field.gaji_pokok'), align: 'right', cell: (j) => formatRupiah(j.gaji_pokok) },
    { key: 'tunjangan', header: t('field.tunjangan_akademik'), align: 'right', cell: (j) => formatRupiah(j.tunjangan_akademik) },
    {
      key: 'terjadwal', header: t('pengaturan.kolom_terjadwal'), cell: (j) => (
        <>
          {j.versi_terakhir === null && <Text size="2" color="red">{t('pengaturan.belum_ada_tarif')}</Text>}
          {terjadwal(j.riwayat, bulanBerjalan).map((v) => (
            <Badge key={v.id} color="amber" mr="1">
              {t('pengaturan.mulai', { nilai: `${formatRupiah(v.gaji_pokok)} + ${formatRupiah(v.tunjangan_akademik)}`, bulan: namaBulan(v.berlaku_mulai!) })}
            </Badge>
          ))}
        </>
      ),
    },
    { key: 'aksi', header: '', cell: (j) => tombolUbah(j.nama_jabatan_fungsional, { id: j.id_jabatan_fungsional }) },
  ];

  return (
    <PageBody>
      <PageHeader title={t('pengaturan.judul')} caption={t('pengaturan.keterangan')} />
      <SaveOutcome error={null} saved={tersimpan} />
      <Heading as="h2" size="4" mb="2">{t('pengaturan.tarif')}</Heading>
      <LoadState status={tarif.status === 'loading' && tarif.data ? 'success' : tarif.status} error={tarif.error} retry={() => void tarif.reload()}>
        {tarif.data && (
          <Box mb="5"><TabelData columns={kolomTarif(tarif.data.bulan_berjalan)} rows={tarif.data.data} rowKey={(x) => x.kunci} nama={t('pengaturan.tarif')} /></Box>
        )}
      </LoadState>

      <Heading as="h2" size="4" mb="2">{t('pengaturan.tarif_jabatan')}</Heading>
      <LoadState status={jabatan.status === 'loading' && jabatan.data ? 'success' : jabatan.status} error={jabatan.error} retry={() => void jabatan.reload()}>
        {jabatan.data && (
          <TabelData columns={kolomJabatan(jabatan.data.bulan_berjalan)} rows={jabatan.data.data} rowKey={(j) => j.id_jabatan_fungsional} nama={t('pengaturan.tarif_jabatan')} />
        )}
      </LoadState>

      {tarifDiubah && (
        <UbahVersiDialog key={tarifDiubah.kunci} judul={tarifDiubah.label} bulanAwal={bulanAwal} bulanMin={bulanMin}
          isian={[{ key: 'nilai', label: t('field.nilai'), awal: tarifDiubah.riwayat[0]?.nilai ?? 0 }]} kolom={[t('field.nilai')]}
          riwayat={tarifDiubah.riwayat.map((v) => ({ ...v, nilai: [format(tarifDiubah.kunci, v.nilai)] }))}
          simpan={(n, bulan) => postTarif(tarifDiubah.kunci, { nilai: n.nilai, berlaku_mulai: bulan, semula: tarifDiubah.versi_terakhir })}
          onTutup={() => setUbah(null)} onTersimpan={selesai} onGagal={gagal} />
      )}
      {jabatanDiubah && (
        <UbahVersiDialog key={jabatanDiubah.id_jabatan_fungsional} judul={t('pengaturan.judul_jabatan', { nama: jabatanDiubah.nama_jabatan_fungsional })} bulanAwal={bulanAwal} bulanMin={bulanMin}
          isian={[
            { key: 'gaji_pokok', label: t('field.gaji_pokok'), awal: jabatanDiubah.riwayat[0]?.gaji_pokok ?? 0 },
            { key: 'tunjangan_akademik', label: t('field.tunjangan_akademik'), awal: jabatanDiubah.riwayat[0]?.tunjangan_akademik ?? 0 },
          ]}
          kolom={[t('field.gaji_pokok'), t('field.tunjangan_akademik')]}
          riwayat={jabatanDiubah.riwayat.map((v) => ({ ...v, nilai: [formatRupiah(v.gaji_pokok), formatRupiah(v.tunjangan_akademik)] }))}
          simpan={(n, bulan) => postTarifJabatan(jabatanDiubah.id_jabatan_fungsional, {
            gaji_pokok: n.gaji_pokok, tunjangan_akademik: n.tunjangan_akademik, berlaku_mulai: bulan, semula: jabatanDiubah.versi_terakhir,
          })}
          onTutup={() => setUbah(null)} onTersimpan={selesai} onGagal={gagal} />
      )}
    </PageBody>
  );
}
