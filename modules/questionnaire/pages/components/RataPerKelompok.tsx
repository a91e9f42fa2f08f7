import { Button, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabelData } from '../../../../core/client';
import type { DaftarKomentar } from '../../schemas';
import { formatRata } from './links';
import { KomentarDosenList } from './KomentarDosenList';

/** One row of a survey's groups: a lecturer (students' questionnaire) or a programme (lecturers'). */
export interface Kelompok { id: number; nama: string; jumlah_lembar: number; rata_rata: number | null; jumlah_komentar: number }

/**
 * The staff's means per group with its comment count; "Komentar (n)" opens the group's comments,
 * text only, 7 a page, below the table (decisions 0032 and 0042).
 */
export function RataPerKelompok({ judul, keterangan, kolom, baris, keteranganKomentar, muatKomentar }: {
  judul: string;
  keterangan?: string;
  /** The first column's header: "Dosen", "Program Studi". */
  kolom: string;
  baris: readonly Kelompok[];
  keteranganKomentar?: string;
  muatKomentar: (id: number, page: number) => Promise<DaftarKomentar>;
}) {
  const { t } = useTranslation('questionnaire');
  const [buka, setBuka] = useState<Kelompok | null>(null);
  return (
    <>
      <Heading as="h2" size="3" mt="5" mb="2">{judul}</Heading>
      {keterangan && <Text as="p" size="2" color="gray" mb="2">{keterangan}</Text>}
      <TabelData nama={judul} rows={baris} rowKey={(g) => g.id} columns={[
        { key: 'nama', header: kolom, rowHeader: true },
        { key: 'jumlah_lembar', header: t('kolom.jumlah_lembar') },
        { key: 'rata_rata', header: t('kolom.rata_rata'), cell: (g) => formatRata(g.rata_rata) },
        { key: 'komentar', header: t('kolom.komentar'), cell: (g) => g.jumlah_komentar > 0 ? (
          <Button size="1" variant="soft" aria-label={t('komentar.lihat_label', { nama: g.nama })}
            onClick={() => setBuka(g)}>{t('komentar.lihat', { jumlah: g.jumlah_komentar })}</Button>
        ) : '-' },
      ]} />
      {buka && (
        <KomentarDosenList key={buka.id} judul={t('komentar.judul', { nama: buka.nama })} keterangan={keteranganKomentar} onTutup={() => setBuka(null)}
          load={(page) => muatKomentar(buka.id, page)} />
      )}
    </>
  );
}
