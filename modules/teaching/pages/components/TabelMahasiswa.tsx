import { Table } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MahasiswaNilai } from '../../schemas';

/**
 * A class's students as the grade pages list them: No, NIM, Nama, then the page's own columns
 * (`kolom` headers, `sel` the cells of one student, in the same order).
 */
export function TabelMahasiswa({ mahasiswa, kolom, sel }: { mahasiswa: readonly MahasiswaNilai[]; kolom: readonly string[]; sel: (m: MahasiswaNilai) => ReactNode[] }) {
  const { t } = useTranslation('teaching');
  return (
    <Table.Root variant="surface">
      <Table.Header>
        <Table.Row>
          {[t('kolom.no'), t('kolom.nim'), t('kolom.nama'), ...kolom].map((k) => <Table.ColumnHeaderCell key={k}>{k}</Table.ColumnHeaderCell>)}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {mahasiswa.map((m, i) => (
          <Table.Row key={m.id_mahasiswa}>
            <Table.Cell>{i + 1}</Table.Cell>
            <Table.Cell>{m.nim}</Table.Cell>
            <Table.Cell>{m.nama_mahasiswa}</Table.Cell>
            {sel(m).map((isi, j) => <Table.Cell key={j}>{isi}</Table.Cell>)}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
