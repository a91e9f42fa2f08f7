import ValidasiGantiPembimbingPage from './ValidasiGantiPembimbingPage';

/** /dosen-undurkan-diri/validasi: staff accept or return lecturers' withdrawals. */
export default function ValidasiUndurDiriPage() {
  return <ValidasiGantiPembimbingPage jalur="dosen" />;
}
