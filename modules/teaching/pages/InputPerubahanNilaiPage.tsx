import { Button, Callout, Flex, Text, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { formatTanggal, LoadState, PageBody, PageHeader, SaveOutcome, useLayarSempit, useLoad } from '../../../core/client';
import { formatIndeks } from '../../../core/contract/format';
import { getInputNilai, getRiwayatPerubahan, patchInputNilai } from '../api';
import type { KelasQuery, UbahNilaiBody } from '../schemas';
import { bacaAngka, tampilAngka } from './components/angka';
import { usePerubahanNilaiHref } from './components/links';
import { RiwayatPerubahan } from './components/RiwayatPerubahan';
import { TabelMahasiswa } from './components/TabelMahasiswa';
import { useSimpan } from './components/use-simpan';

/** The shortest reason the server accepts (trimmed), checked here first so the lecturer sees it at once. */
const ALASAN_MINIMAL = 10;

const muatKelas = async (kelas: KelasQuery) => {
  const [input, riwayat] = await Promise.all([getInputNilai(kelas), getRiwayatPerubahan(kelas)]);
  return { input, riwayat: riwayat.data };
};

/**
 * /akademik/perubahan-nilai/input-perubahan-nilai/:idSemesterRegistrasi/:idMataKuliah/:idKelas
 * (dsn00; kor00 /jadwal-mengajar/input-perubahan-nilai/...): every student of the class with the
 * current grade, a field for the new score and one for the reason. "Simpan Perubahan" sends the
 * students whose score was changed (PATCH input-nilai, `perubahan: true`, with the score shown as
 * `nilai_angka_lama`), then shows the server's grades and the class's history again. Outside the
 * change period the fields are disabled and the reason is shown.
 */
export default function InputPerubahanNilaiPage() {
  const { t } = useTranslation('teaching');
  const params = useParams<{ idSemesterRegistrasi: string; idMataKuliah: string; idKelas: string }>();
  const kelas: KelasQuery = { id_semester_registrasi: Number(params.idSemesterRegistrasi), id_mata_kuliah: Number(params.idMataKuliah), id_kelas: Number(params.idKelas) };
  const muat = useLoad(() => muatKelas(kelas), [params.idSemesterRegistrasi, params.idMataKuliah, params.idKelas]);
  const kembali = usePerubahanNilaiHref();
  const { saving, outcome, jalankan, tolak } = useSimpan();
  const [isian, setIsian] = useState<Record<number, { angka: string; alasan: string }>>({});
  const data = muat.data?.input;
  // In a table the reason's field keeps room for a sentence; in a phone's card it takes the card's width.
  const sempit = useLayarSempit();

  useEffect(() => {
    if (data) setIsian(Object.fromEntries(data.mahasiswa.map((m) => [m.id_mahasiswa, { angka: tampilAngka(m.nilai_angka), alasan: '' }])));
  }, [data]);

  async function simpan() {
    if (!data) return;
    const nilai: UbahNilaiBody['nilai'] = [];
    for (const m of data.mahasiswa) {
      const { angka, alasan } = isian[m.id_mahasiswa] ?? { angka: '', alasan: '' };
      const teks = angka.trim();
      const siapa = `${m.nim} ${m.nama_mahasiswa}`;
      if (teks === '' || teks === tampilAngka(m.nilai_angka)) {
        if (alasan.trim()) return tolak(t('input_perubahan.alasan_tanpa_nilai', { nim: siapa }));
        continue;
      }
      const n = bacaAngka(teks);
      if (n === null) return tolak(t('input_perubahan.angka_salah', { nim: siapa }));
      if (n === m.nilai_angka) continue;
      if (alasan.trim().length < ALASAN_MINIMAL) return tolak(t('input_perubahan.alasan_kurang', { nim: siapa }));
      nilai.push({ id_mahasiswa: m.id_mahasiswa, nilai_angka: n, nilai_angka_lama: m.nilai_angka, alasan: alasan.trim() });
    }
    if (!nilai.length) return tolak(t('input_perubahan.tidak_ada_perubahan'));
    const ok = await jalankan(() => patchInputNilai({ ...kelas, perubahan: true, nilai }));
    if (ok) muat.setData(await muatKelas(kelas));
  }

  const caption = data && t('input.keterangan', {
    kode: data.mata_kuliah.kode_mata_kuliah, mata_kuliah: data.mata_kuliah.nama_mata_kuliah, kelas: data.kelas.nama_kelas,
    sks: data.mata_kuliah.sks, semester: data.kelas.nama_semester_registrasi,
  });
  const tertutup = data ? !data.perubahan_nilai.dibuka : true;
  const ubah = (id: number, bagian: 'angka' | 'alasan', nilai: string) => setIsian((s) => ({ ...s, [id]: { ...(s[id] ?? { angka: '', alasan: '' }), [bagian]: nilai } }));

  return (
    <PageBody>
      <PageHeader title={t('input_perubahan.judul')} caption={caption || undefined}
        actions={kembali && <Button asChild variant="soft"><Link href={kembali}>{t('aksi.kembali')}</Link></Button>} />
      <LoadState status={muat.status} error={muat.error} retry={() => void muat.reload()}>
        {data && (
          <>
            {tertutup
              ? (
                <Callout.Root color="amber" mb="3">
                  <Callout.Text>{t('input_perubahan.ditutup', { alasan: data.perubahan_nilai.alasan ?? '' })}</Callout.Text>
                  {data.input_nilai.dibuka && <Callout.Text>{t('input_perubahan.input_nilai_dibuka')}</Callout.Text>}
                </Callout.Root>
              )
              : (
                <>
                  <Callout.Root color="blue" mb="2">
                    <Callout.Text>{t('input_perubahan.dibuka', { mulai: formatTanggal(data.perubahan_nilai.mulai), selesai: formatTanggal(data.perubahan_nilai.selesai) })}</Callout.Text>
                  </Callout.Root>
                  <Text as="p" size="2" color="gray" mb="3">{t('input_perubahan.petunjuk')}</Text>
                </>
              )}
            <SaveOutcome error={outcome.error} saved={outcome.saved} />
            {data.mahasiswa.length === 0 ? <Text color="gray">{t('input.kosong')}</Text> : (
              <TabelMahasiswa mahasiswa={data.mahasiswa} nama={t('input_perubahan.judul')}
                kolom={[t('input_perubahan.nilai_sekarang'), t('input_perubahan.nilai_baru'), t('input_perubahan.alasan')]}
                sel={(m) => [
                  m.nilai_huruf ? t('input_perubahan.nilai_lengkap', { angka: tampilAngka(m.nilai_angka), huruf: m.nilai_huruf, indeks: formatIndeks(m.nilai_indeks) }) : '-',
                  <TextField.Root size="1" inputMode="decimal" style={{ width: '6rem' }} disabled={tertutup}
                    aria-label={t('input_perubahan.label_nilai', { nim: m.nim })} value={isian[m.id_mahasiswa]?.angka ?? ''}
                    onChange={(e) => ubah(m.id_mahasiswa, 'angka', e.target.value)} />,
                  <TextField.Root size="1" style={sempit ? undefined : { minWidth: '16rem' }} disabled={tertutup} maxLength={500}
                    aria-label={t('input_perubahan.label_alasan', { nim: m.nim })} value={isian[m.id_mahasiswa]?.alasan ?? ''}
                    onChange={(e) => ubah(m.id_mahasiswa, 'alasan', e.target.value)} />,
                ]} />
            )}
            <Flex mt="3" justify="end">
              <Button onClick={() => void simpan()} disabled={tertutup || saving || data.mahasiswa.length === 0}>{t('aksi.simpan_perubahan')}</Button>
            </Flex>
            <RiwayatPerubahan riwayat={muat.data!.riwayat} />
          </>
        )}
      </LoadState>
    </PageBody>
  );
}
