import { formatRupiah } from '../../core/contract/format';
import type { SlipGajiDenganStatus } from './schemas';

/**
 * Where a slip stands, as one catalogue text (decision 0046): transferred (amount, date, account),
 * final but not transferred, or provisional while its month is open. The page and the PDF say the
 * same; each formats the date its own way.
 */
export function statusSlip(slip: SlipGajiDenganStatus, tanggal: (iso: string) => string): { kunci: string; nilai: Record<string, string>; warna: 'green' | 'blue' | 'amber' } {
  const { ditutup, transfer } = slip.status_slip;
  if (transfer) {
    return {
      kunci: 'gaji.status_ditransfer', warna: 'green',
      nilai: { total: formatRupiah(transfer.jumlah), tanggal: tanggal(transfer.tanggal_transfer), bank: transfer.nama_bank, norekening: transfer.norekening },
    };
  }
  return ditutup
    ? { kunci: 'gaji.status_belum_ditransfer', warna: 'blue', nilai: { bulan: slip.nama_bulan } }
    : { kunci: 'gaji.status_sementara', warna: 'amber', nilai: { bulan: slip.nama_bulan } };
}
