import { Badge, Button, Callout, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTanggal, LoadState, PageBody, PageHeader, SaveOutcome, TabelData, useLoad, type PagedColumn } from '../../../core/client';
import { getJadwalNilai } from '../api-jadwal-nilai';
import type { JadwalNilaiSemester } from '../schemas-jadwal-nilai';
import { JadwalNilaiDialog } from './components/JadwalNilaiDialog';

/** A period's dates as the rest of the app writes dates, its state today beside it. */
function Rentang({ mulai, selesai, dibuka, kosong }: { mulai: string | null; selesai: string | null; dibuka: boolean; kosong: string }) {
  const { t } = useTranslation('teaching');
  if (mulai === null) return <Text size="2" color="gray">{kosong}</Text>;
  return (
    <>
      <Text size="2">{t('jadwal_nilai.rentang', { mulai: formatTanggal(mulai), selesai: formatTanggal(selesai) })}</Text>
      {dibuka && <><br /><Badge color="green">{t('jadwal_nilai.sedang_dibuka')}</Badge></>}
    </>
  );
}

/**
 * /jadwal-nilai (adm00; decision 0023, not a spec page): every semester, newest first, with its
 * grade-entry window and grade-change period and the counts that help set them; "Ubah" opens the
 * edit dialog, and the row shows what the server stored.
 */
export default function JadwalNilaiPage() {
  const { t } = useTranslation('teaching');
  const muat = useLoad(() => getJadwalNilai(), []);
  const [ubahId, setUbahId] = useState<number | null>(null);
  const [tersimpan, setTersimpan] = useState<string | null>(null);
  const d = muat.data;
  const diubah = d?.data.find((s) => s.id_semester_registrasi === ubahId) ?? null;

  const simpanBaris = (baris: JadwalNilaiSemester, message: string) => {
    if (d) muat.setData({ data: d.data.map((s) => (s.id_semester_registrasi === baris.id_semester_registrasi ? baris : s)) });
    setTersimpan(message);
    setUbahId(null);
  };

  const kolom: PagedColumn<JadwalNilaiSemester>[] = [
    {
      key: 'semester', header: t('jadwal_nilai.kolom_semester'), rowHeader: true, cell: (s) => (
        <>
          <Text weight="medium">{s.nama_semester_registrasi}</Text><br />
          <Text size="1" color="gray">{s.kode_semester}</Text>
          {s.aktif && <> <Badge color="blue">{t('jadwal_nilai.aktif')}</Badge></>}
        </>
      ),
    },
    { key: 'input', header: t('jadwal_nilai.kolom_input'), cell: (s) => <Rentang mulai={s.mulai} selesai={s.selesai} dibuka={s.input_dibuka} kosong={t('jadwal_nilai.belum_ditetapkan')} /> },
    {
      key: 'perubahan', header: t('jadwal_nilai.kolom_perubahan'), cell: (s) => (
        <Rentang mulai={s.perubahan_mulai} selesai={s.perubahan_selesai} dibuka={s.perubahan_dibuka}
          kosong={t(s.mulai === null ? 'jadwal_nilai.belum_ditetapkan' : 'jadwal_nilai.tidak_ada_perubahan')} />
      ),
    },
    { key: 'kelas', header: t('jadwal_nilai.kolom_kelas'), align: 'right', cell: (s) => s.jumlah_kelas },
    { key: 'lengkap', header: t('jadwal_nilai.kolom_lengkap'), align: 'right', cell: (s) => s.kelas_lengkap },
    { key: 'divalidasi', header: t('jadwal_nilai.kolom_divalidasi'), align: 'right', cell: (s) => s.kelas_divalidasi },
    { key: 'riwayat', header: t('jadwal_nilai.kolom_riwayat'), align: 'right', cell: (s) => s.jumlah_perubahan },
    {
      key: 'aksi', header: '', cell: (s) => (
        <Button size="1" variant="soft" aria-label={t('jadwal_nilai.ubah_label', { semester: s.nama_semester_registrasi })}
          onClick={() => { setTersimpan(null); setUbahId(s.id_semester_registrasi); }}>
          {t('jadwal_nilai.ubah')}
        </Button>
      ),
    },
  ];

  return (
    <PageBody>
      <PageHeader title={t('jadwal_nilai.judul')} caption={t('jadwal_nilai.keterangan')} />
      <Callout.Root color="blue" mb="3">
        <Callout.Text>{t('jadwal_nilai.catatan_input')}</Callout.Text>
        <Callout.Text>{t('jadwal_nilai.catatan_perubahan')}</Callout.Text>
      </Callout.Root>
      <SaveOutcome error={null} saved={tersimpan} />
      <LoadState status={muat.status === 'loading' && d ? 'success' : muat.status} error={muat.error} retry={() => void muat.reload()}>
        {d && d.data.length === 0 && <Text color="gray">{t('jadwal_nilai.kosong')}</Text>}
        {d && d.data.length > 0 && (
          <TabelData columns={kolom} rows={d.data} rowKey={(s) => s.id_semester_registrasi} nama={t('jadwal_nilai.judul')} />
        )}
      </LoadState>
      {diubah && (
        <JadwalNilaiDialog key={diubah.id_semester_registrasi} semester={diubah} onTutup={() => setUbahId(null)}
          onTersimpan={simpanBaris} onGagal={() => void muat.reload()} />
      )}
    </PageBody>
  );
}
