import { Button, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PilihBerkas, TabelData, type PagedColumn } from '../../../../core/client';

/** A required file as both the proposal and the defence list it. */
export interface Syarat { id: number; nama: string; wajib: boolean; ukuran_maks_kb: number }

/**
 * The required files of a proposal or a defence registration: each requirement with its limit, the
 * file uploaded for it (a button that downloads it) and, while the student may still change them,
 * a file picker. A table on a wide screen; on a phone a card per requirement, since students
 * upload from their phones.
 */
export function BerkasSyarat({ syarat, berkas, unduh, unggah, busy }: {
  syarat: readonly Syarat[];
  berkas: readonly { id_syarat_berkas_ta: number; nama_berkas: string }[];
  unduh: (idSyarat: number) => void;
  /** Absent once the files can no longer change. */
  unggah?: (idSyarat: number, file: File) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('uaps');
  const kolom: PagedColumn<Syarat>[] = [
    {
      key: 'syarat', header: t('halaman.syarat'), rowHeader: true,
      cell: (s) => <>{s.nama}{s.wajib ? ' *' : ''}<Text as="div" size="1" color="gray">{t('halaman.maks', { ukuran: Math.round(s.ukuran_maks_kb / 1024) || 1 })}</Text></>,
    },
    {
      key: 'berkas', header: t('halaman.berkas'), cell: (s) => {
        const f = berkas.find((b) => b.id_syarat_berkas_ta === s.id);
        return f ? <Button variant="ghost" onClick={() => unduh(s.id)}>{f.nama_berkas}</Button> : <Text color="gray">{t('halaman.belum_diunggah')}</Text>;
      },
    },
  ];
  if (unggah) {
    kolom.push({
      key: 'unggah', header: t('halaman.unggah'), cell: (s) => (
        <PilihBerkas aria-label={`${t('halaman.unggah')} ${s.nama}`} accept=".pdf,.png,.jpg,.jpeg,.docx,.xlsx,.pptx" disabled={busy}
          onPilih={(file) => { if (file) unggah(s.id, file); }} />
      ),
    });
  }
  return <TabelData columns={kolom} rows={syarat} rowKey={(s) => s.id} nama={t('halaman.berkas_syarat')} />;
}
