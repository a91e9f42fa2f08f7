import { AlertDialog, Badge, Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupiah, formatTanggalJam, LoadState, PageBody, PageHeader, SaveOutcome, TabelData, useLoad, type PagedColumn } from '../../../core/client';
import { getTutupBuku, postTutupBuku } from '../api-pengaturan';
import type { BulanBuku } from '../schemas-tutup-buku';
import { useSimpan } from './components/useSimpan';

/** 'Tutup Buku' with a confirmation naming the month, its lecturers and total. */
function TutupBulan({ bulan, saving, onTutup }: { bulan: BulanBuku; saving: boolean; onTutup: () => void }) {
  const { t } = useTranslation('payroll');
  return (
    <AlertDialog.Root>
        <AlertDialog.Trigger>
          <Button size="1" color="red" variant="soft" aria-label={t('tutup_buku.tutup_label', { bulan: bulan.nama_bulan })}>{t('tutup_buku.tutup')}</Button>
        </AlertDialog.Trigger>
        <AlertDialog.Content maxWidth="460px">
          <AlertDialog.Title>{t('tutup_buku.konfirmasi_judul', { bulan: bulan.nama_bulan })}</AlertDialog.Title>
          <AlertDialog.Description size="2">
            {t('tutup_buku.konfirmasi', { bulan: bulan.nama_bulan, n: bulan.jumlah_dosen ?? 0, total: formatRupiah(bulan.total_penerimaan_bersih ?? 0) })}
          </AlertDialog.Description>
          <Flex gap="2" justify="end" mt="4">
            <AlertDialog.Cancel><Button variant="soft" color="gray">{t('aksi.batal')}</Button></AlertDialog.Cancel>
            <AlertDialog.Action><Button color="red" disabled={saving} onClick={onTutup}>{t('tutup_buku.tutup')}</Button></AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/** A closed month's payment: how many of the lecturers owed pay are in recorded transfers. */
function StatusTransfer({ transfer }: { transfer: NonNullable<BulanBuku['transfer']> }) {
  const { t } = useTranslation('payroll');
  const { jumlah_ditransfer: n, jumlah_bergaji: dari } = transfer;
  const warna = n === 0 ? 'amber' : n < dari ? 'blue' : 'green';
  return <Badge color={warna}>{t(n === 0 ? 'tutup_buku.belum_ditransfer' : 'tutup_buku.ditransfer', { n, dari })}</Badge>;
}

/**
 * /pengaturan-gaji/tutup-buku (adm00; decision 0028, not a spec page): the twelve complete months with
 * their state, number of lecturers and total net pay (an open month's computed now, a closed month's as
 * kept at closing) and, once closed, how many of its lecturers owed pay were transferred (decision
 * 0046). Closing, in order, freezes the month's slips; a closed month is never reopened.
 */
export default function TutupBukuPage() {
  const { t } = useTranslation('payroll');
  const buku = useLoad(() => getTutupBuku(), []);
  const [tersimpan, setTersimpan] = useState<string | null>(null);
  const { saving, error, jalankan } = useSimpan();
  // After a success or a refusal (e.g. another administrator closed it first) the list shows what is stored.
  const tutup = async (bulan: string) => {
    setTersimpan(null);
    const hasil = await jalankan(() => postTutupBuku(bulan));
    if (hasil.ok) setTersimpan(hasil.value.message);
    if (!('skipped' in hasil)) void buku.reload();
  };

  const kolom: PagedColumn<BulanBuku>[] = [
    { key: 'bulan', header: t('field.bulan'), rowHeader: true, cell: (b) => b.nama_bulan },
    {
      key: 'status', header: t('tutup_buku.status'),
      cell: (b) => (b.ditutup ? <Badge color="gray">{t('tutup_buku.ditutup')}</Badge> : <Badge color="green">{t('tutup_buku.terbuka')}</Badge>),
    },
    { key: 'dosen', header: t('tutup_buku.jumlah_dosen'), align: 'right', cell: (b) => b.jumlah_dosen ?? '–' },
    { key: 'total', header: t('tutup_buku.total'), align: 'right', cell: (b) => (b.total_penerimaan_bersih === null ? '–' : formatRupiah(b.total_penerimaan_bersih)) },
    { key: 'oleh', header: t('tutup_buku.ditutup_oleh'), cell: (b) => (b.ditutup_oleh ? `${b.ditutup_oleh}, ${formatTanggalJam(b.ditutup_pada)}` : '') },
    { key: 'transfer', header: t('tutup_buku.transfer'), cell: (b) => b.transfer && <StatusTransfer transfer={b.transfer} /> },
    {
      key: 'aksi', header: '', cell: (b) => (b.dapat_ditutup ? <TutupBulan bulan={b} saving={saving} onTutup={() => void tutup(b.bulan)} />
        : !b.ditutup && <Text size="1" color="gray">{t(b.jumlah_dosen === null ? 'tutup_buku.sebelum_buku' : 'tutup_buku.menunggu')}</Text>),
    },
  ];

  return (
    <PageBody>
      <PageHeader title={t('tutup_buku.judul')} caption={t('tutup_buku.keterangan')} />
      <SaveOutcome error={error} saved={tersimpan} />
      <LoadState status={buku.status === 'loading' && buku.data ? 'success' : buku.status} error={buku.error} retry={() => void buku.reload()}>
        {buku.data && (
          <TabelData columns={kolom} rows={buku.data.data} rowKey={(b) => b.bulan} nama={t('tutup_buku.judul')} />
        )}
      </LoadState>
    </PageBody>
  );
}
