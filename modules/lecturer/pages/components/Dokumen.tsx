import { Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTanggal, LoadState, UnduhButton, useLoad } from '../../../../core/client';
import { formatUkuran } from '../../../../core/contract/format';
import { getDokumenDosen, getRiwayatMengajar, unduhDokumenDosen, unduhSuratTugas } from '../../api';
import { Daftar } from './Daftar';

/** The teaching assignment letter (GET surat-tugas) of a semester the lecturer taught, the active one first. */
function SuratTugas() {
  const { t } = useTranslation('lecturer');
  // The teaching history answers the semesters taught beside its page; one row is enough to get them.
  const semester = useLoad(async () => (await getRiwayatMengajar({ per_page: 1 })).semester);
  const [pilih, setPilih] = useState('');
  useEffect(() => {
    const list = semester.data ?? [];
    if (!pilih && list.length) setPilih(String((list.find((s) => s.aktif) ?? list[0]).id_semester_registrasi));
  }, [semester.data, pilih]);
  return (
    <div>
      <Heading as="h3" size="3" mb="2">{t('halaman.surat_tugas')}</Heading>
      <Text as="p" size="2" color="gray" mb="2">{t('halaman.surat_tugas_keterangan')}</Text>
      <LoadState status={semester.status} error={semester.error} retry={() => void semester.reload()}>
        {semester.data?.length ? (
          <Flex gap="3" align="end" wrap="wrap">
            <label><Text as="div" size="2" weight="medium" mb="1">{t('field.semester')}</Text>
              <select value={pilih} onChange={(e) => setPilih(e.target.value)} aria-label={t('field.semester')} style={{ padding: 6, borderRadius: 4 }}>
                {semester.data.map((s) => (
                  <option key={s.id_semester_registrasi} value={s.id_semester_registrasi}>
                    {s.aktif ? t('halaman.semester_aktif', { nama: s.nama_semester_registrasi }) : s.nama_semester_registrasi}
                  </option>
                ))}
              </select></label>
            <UnduhButton label={t('halaman.unduh_surat_tugas')} disabled={!pilih} unduh={() => unduhSuratTugas(Number(pilih))} />
          </Flex>
        ) : <Text as="p" color="gray" size="2">{t('halaman.kosong.semester_mengajar')}</Text>}
      </LoadState>
    </div>
  );
}

/** The lecturer's archived documents (GET dokumen/dosen), each downloadable, and the assignment letter. */
export function Dokumen() {
  const { t } = useTranslation('lecturer');
  const dokumen = useLoad(async () => (await getDokumenDosen()).data);
  return (
    <Flex direction="column" gap="4">
      <div>
        <Text as="p" size="2" color="gray" mb="2">{t('halaman.dokumen_keterangan')}</Text>
        <LoadState status={dokumen.status} error={dokumen.error} retry={() => void dokumen.reload()}>
          {dokumen.data ? (
            <Daftar rows={dokumen.data} rowKey={(r) => r.id_dokumen_dosen} empty={t('halaman.kosong.dokumen')} columns={[
              [t('field.jenis'), (r) => r.nama_kategori ?? t(`jenis_dokumen.${r.jenis}`)], [t('field.judul'), (r) => r.judul], [t('field.nomor'), (r) => r.nomor ?? '-'],
              [t('field.tanggal'), (r) => formatTanggal(r.tanggal)], [t('field.berkas'), (r) => `${r.nama_berkas} (${formatUkuran(r.ukuran)})`],
              ['', (r) => <UnduhButton label={t('halaman.unduh')} unduh={() => unduhDokumenDosen(r)} />],
            ]} />
          ) : null}
        </LoadState>
      </div>
      <SuratTugas />
    </Flex>
  );
}
