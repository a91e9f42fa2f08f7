import { Callout, Flex, Select, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, formatRupiah, PageBody, PageHeader, PageSpinner, TabelData, UnduhButton } from '../../../core/client';
import { cetakHonorUtsUas, getHonorUtsUas } from '../api';
import type { HonorUjian } from '../schemas';
import { Identitas } from './components/Identitas';
import { useMuat } from './components/useMuat';

/**
 * /laporan/honor-uts-uas (dsn00, kor00): per class the caller teaches in a semester (default: the
 * active one) with a UTS/UAS, the exam and grading fees, the total, PPh 21 and the net; 'Cetak' saves the PDF.
 */
export default function HonorUtsUasPage() {
  const { t } = useTranslation('payroll');
  const [semester, setSemester] = useState<number | undefined>(undefined);
  const honor = useMuat(semester, async () => (await getHonorUtsUas({ id_semester_registrasi: semester })).data);
  const h = honor.data as HonorUjian | null;
  const chosen = h?.id_semester_registrasi;

  return (
    <PageBody>
      <PageHeader
        title={t('honor.judul')}
        caption={t('honor.keterangan')}
        actions={<UnduhButton unduh={() => cetakHonorUtsUas({ id_semester_registrasi: chosen })} disabled={!h} />}
      />
      <Flex direction="column" gap="4">
        {honor.error ? (
          <Callout.Root color="red" role="alert"><Callout.Text>{errorMessages(honor.error).join(' ')}</Callout.Text></Callout.Root>
        ) : null}
        {!h && !honor.error && <PageSpinner />}
        {h && (
          <>
            <label>
              <Text size="2" weight="medium" mr="2">{t('honor.semester')}</Text>
              <Select.Root value={String(chosen)} onValueChange={(v) => setSemester(Number(v))}>
                <Select.Trigger aria-label={t('honor.semester')} />
                <Select.Content>
                  {h.semester_tersedia.map((s) => <Select.Item key={s.id_semester_registrasi} value={String(s.id_semester_registrasi)}>{s.nama_semester_registrasi}</Select.Item>)}
                </Select.Content>
              </Select.Root>
            </label>
            <Identitas orang={h} periode={[t('identitas.semester'), h.nama_semester_registrasi]} />
            {h.detail_honor.length === 0 ? <Text as="p" color="gray">{t('honor.kosong')}</Text> : (
              <TabelData size="1" nama={t('honor.judul')} rows={h.detail_honor} rowKey={(k) => k.id_kelas} columns={[
                { key: 'no', header: t('honor.no'), cell: (_k, i) => i + 1 },
                { key: 'mata_kuliah', header: t('honor.mata_kuliah'), rowHeader: true, cell: (k) => `${k.kode_mata_kuliah} ${k.nama_mata_kuliah}` },
                { key: 'nama_kelas', header: t('honor.kelas') },
                { key: 'ujian', header: t('honor.ujian'), cell: (k) => k.ujian.join(', ') },
                { key: 'jumlah_mahasiswa', header: t('honor.mahasiswa'), align: 'right' },
                { key: 'honor_ujian', header: t('honor.honor_ujian'), align: 'right', cell: (k) => formatRupiah(k.honor_ujian) },
                { key: 'honor_koreksi', header: t('honor.honor_koreksi'), align: 'right', cell: (k) => formatRupiah(k.honor_koreksi) },
                { key: 'jumlah', header: t('honor.jumlah'), align: 'right', cell: (k) => formatRupiah(k.jumlah) },
              ]} ringkasan={[
                { label: t('honor.total_honor'), nilai: formatRupiah(h.total_honor) },
                { label: h.label_pph, nilai: formatRupiah(h.pph_dua_satu) },
                { label: t('honor.total_penerimaan_bersih'), nilai: formatRupiah(h.total_penerimaan_bersih) },
              ]} />
            )}
          </>
        )}
      </Flex>
    </PageBody>
  );
}
