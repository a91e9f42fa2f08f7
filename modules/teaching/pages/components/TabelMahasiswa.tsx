import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabelData, type PagedColumn } from '../../../../core/client';
import type { MahasiswaNilai } from '../../schemas';

/**
 * A class's students as the grade pages list them: No, NIM, Nama, then the page's own columns
 * (`kolom` headers, `sel` the cells of one student, in the same order). On a phone each student
 * is a card with the score fields under the name, so a lecturer can grade from a phone (decision 0052).
 * `nama` names the list for a screen reader.
 */
export function TabelMahasiswa({ mahasiswa, kolom, sel, nama }: { mahasiswa: readonly MahasiswaNilai[]; kolom: readonly string[]; sel: (m: MahasiswaNilai) => ReactNode[]; nama: string }) {
  const { t } = useTranslation('teaching');
  // One call of `sel` per student and render, however many of its cells are drawn.
  const selPer = new Map(mahasiswa.map((m) => [m.id_mahasiswa, sel(m)]));
  const columns: PagedColumn<MahasiswaNilai>[] = [
    { key: 'no', header: t('kolom.no'), cell: (_, i) => i + 1 },
    { key: 'nim', header: t('kolom.nim'), cell: (m) => m.nim },
    { key: 'nama', header: t('kolom.nama'), cell: (m) => m.nama_mahasiswa, rowHeader: true },
    ...kolom.map((header, j) => ({ key: `kolom-${j}`, header, cell: (m: MahasiswaNilai) => selPer.get(m.id_mahasiswa)![j] })),
  ];
  return <TabelData columns={columns} rows={mahasiswa} rowKey={(m) => m.id_mahasiswa} nama={nama} />;
}
