import ValidasiNilaiSidangPage from './ValidasiNilaiSidangPage';

/** /sidang-uaps/nilai-sidang: finished defences with final grade, result and the minutes (berita acara). */
export default function NilaiSidangPage() {
  return <ValidasiNilaiSidangPage selesai={1} />;
}
