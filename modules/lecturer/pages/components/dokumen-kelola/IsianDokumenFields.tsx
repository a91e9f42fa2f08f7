import { Grid, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { IsianDokumen } from '../../../api-dokumen';
import { JUDUL_PANJANG, NOMOR_MAKS } from '../../../schemas-dokumen';
import { Isian, Pilihan } from '../Isian';
import { IsianTanggal } from '../../../../../core/client';

/** Category, title, number and date of a document: the upload form's fields and the edit dialog's. */
export function IsianDokumenFields({ idPrefix, isian, kategori, busy, onChange }: {
  idPrefix: string;
  isian: IsianDokumen;
  kategori: Array<[string, string]>;
  busy: boolean;
  onChange: (next: IsianDokumen) => void;
}) {
  const { t } = useTranslation('lecturer');
  const f = (k: string) => t(`dokumen_kelola.field.${k}`);
  const ubah = (k: keyof IsianDokumen) => (value: string) => onChange({ ...isian, [k]: value });
  const id = (k: string) => `${idPrefix}-${k}`;
  return (
    <Grid columns={{ initial: '1', sm: '2' }} gap="3">
      <Isian id={id('kategori')} label={f('kategori')}>
        <Pilihan id={id('kategori')} value={isian.id_dokumen_kategori} disabled={busy} kosong={t('dokumen_kelola.halaman.pilih')} options={kategori} onChange={ubah('id_dokumen_kategori')} />
      </Isian>
      <Isian id={id('judul')} label={f('judul')}>
        <TextField.Root id={id('judul')} value={isian.judul} maxLength={JUDUL_PANJANG.maks} onChange={(e) => ubah('judul')(e.target.value)} />
      </Isian>
      <Isian id={id('nomor')} label={f('nomor')}>
        <TextField.Root id={id('nomor')} value={isian.nomor} maxLength={NOMOR_MAKS} onChange={(e) => ubah('nomor')(e.target.value)} />
      </Isian>
      <Isian id={id('tanggal')} label={f('tanggal')}>
        <IsianTanggal id={id('tanggal')} value={isian.tanggal} onChange={(e) => ubah('tanggal')(e.target.value)} />
      </Isian>
    </Grid>
  );
}
