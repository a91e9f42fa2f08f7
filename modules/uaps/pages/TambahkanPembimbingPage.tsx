import AjuanDiterimaPage from './AjuanDiterimaPage';

/** /dosen-undurkan-diri/tambahkan-pembimbing: a replacement supervisor for accepted withdrawals. */
export default function TambahkanPembimbingPage() {
  return <AjuanDiterimaPage jalur="dosen" />;
}
