import { Badge, Button, Callout, Flex, Text, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { failureBody, LoadState, PageBody, PageHeader, SaveOutcome, useKirim, useLoad } from '../../../core/client';
import { formatIndeks } from '../../../core/contract/format';
import { getInputNilai, getSinkronPresensi, patchInputNilai, postInputNilai } from '../api';
import type { InputNilai, SimpanNilaiBody } from '../schemas';
import { bacaAngka, tampilAngka as tampil } from './components/angka';
import { useJadwalHref, useTeachingHref } from './components/links';
import { TabelMahasiswa } from './components/TabelMahasiswa';
import { ValidasiNilai } from './components/ValidasiNilai';
import { useWaktuValidasi } from './components/waktu';


/**
 * /akademik/jadwal/input-nilai/:idSemesterRegistrasi/:idMataKuliah/:idKelas (dsn00; kor00 under
 * /jadwal-mengajar/...): every student of the class with attendance beside a score field. "Simpan"
 * sends the changed scores (POST on the class's first entry, PATCH afterwards); the letter and
 * index shown are the server's answer. Once every student is graded "Validasi Nilai" makes the
 * grades final; a validated class shows its receipt with its print instead, fields closed. `pendek`: the same under the short-semester schedule
 * (/akademik/jadwal-semester-pendek/input-nilai/...), leading back to it.
 */
export default function InputNilaiPage({ pendek = false }: { pendek?: boolean }) {
  const { t } = useTranslation('teaching');
  const params = useParams<{ idSemesterRegistrasi: string; idMataKuliah: string; idKelas: string }>();
  const kelas = { id_semester_registrasi: Number(params.idSemesterRegistrasi), id_mata_kuliah: Number(params.idMataKuliah), id_kelas: Number(params.idKelas) };
  const muat = useLoad(() => getInputNilai(kelas), [params.idSemesterRegistrasi, params.idMataKuliah, params.idKelas]);
  const jadwalHref = useJadwalHref(pendek);
  const hrefPerubahan = useTeachingHref('input-perubahan-nilai')({ idSemesterRegistrasi: params.idSemesterRegistrasi, idMataKuliah: params.idMataKuliah, idKelas: params.idKelas });
  const [angka, setAngka] = useState<Record<number, string>>({});
  const { busy: saving, kirim: kirimNilai } = useKirim();
  const { busy: syncing, kirim: kirimSinkron } = useKirim();
  const [outcome, setOutcome] = useState<{ error: unknown; saved: string | null }>({ error: null, saved: null });
  const data = muat.data;
  const waktu = useWaktuValidasi();

  useEffect(() => {
    if (data) setAngka(Object.fromEntries(data.mahasiswa.map((m) => [m.id_mahasiswa, tampil(m.nilai_angka)])));
  }, [data]);

  async function simpan() {
    if (!data) return;
    const nilai: SimpanNilaiBody['nilai'] = [];
    for (const m of data.mahasiswa) {
      const teks = (angka[m.id_mahasiswa] ?? '').trim();
      if (teks === '' || teks === tampil(m.nilai_angka)) continue;
      const n = bacaAngka(teks);
      if (n === null) {
        setOutcome({ error: { message: t('input.angka_salah', { nim: `${m.nim} ${m.nama_mahasiswa}` }) }, saved: null });
        return;
      }
      if (n !== m.nilai_angka) nilai.push({ id_mahasiswa: m.id_mahasiswa, nilai_angka: n });
    }
    if (!nilai.length) {
      setOutcome({ error: null, saved: t('input.tidak_ada_perubahan') });
      return;
    }
    const kiriman = await kirimNilai(async () => {
      // The class's first entry is a POST; once any student has a grade, changes are PATCHes.
      const first = data.mahasiswa.every((m) => m.nilai_angka === null);
      const res = await (first ? postInputNilai : patchInputNilai)({ ...kelas, nilai });
      const byId = new Map(res.nilai.map((n) => [n.id_mahasiswa, n]));
      muat.setData({ ...data, mahasiswa: data.mahasiswa.map((m) => ({ ...m, ...byId.get(m.id_mahasiswa) })) });
      setOutcome({ error: null, saved: res.message });
    });
    if ('error' in kiriman) setOutcome({ error: failureBody(kiriman.error), saved: null });
  }

  async function sinkron() {
    if (!data) return;
    const kiriman = await kirimSinkron(async () => {
      const res = await getSinkronPresensi(kelas);
      const byId = new Map(res.data.map((h) => [h.id_mahasiswa, h]));
      const mahasiswa: InputNilai['mahasiswa'] = data.mahasiswa.map((m) => {
        const h = byId.get(m.id_mahasiswa);
        return h ? { ...m, hadir: h.hadir, persen_kehadiran: h.persen } : m;
      });
      muat.setData({ ...data, jumlah_pertemuan: res.jumlah_pertemuan, mahasiswa });
    });
    if ('error' in kiriman) setOutcome({ error: failureBody(kiriman.error), saved: null });
  }

  const caption = data && t('input.keterangan', {
    kode: data.mata_kuliah.kode_mata_kuliah, mata_kuliah: data.mata_kuliah.nama_mata_kuliah, kelas: data.kelas.nama_kelas,
    sks: data.mata_kuliah.sks, semester: data.kelas.nama_semester_registrasi,
  });
  // Validated grades are final (decision 0020): the fields close as outside the window.
  const tertutup = data ? !data.input_nilai.dibuka || data.validasi !== null : true;
  const belumDisimpan = !!data && data.mahasiswa.some((m) => (angka[m.id_mahasiswa] ?? '').trim() !== tampil(m.nilai_angka));
  const linkPerubahan = data?.perubahan_nilai.dibuka && hrefPerubahan && (
    <Flex mt="1"><Button asChild size="1" variant="soft"><Link href={hrefPerubahan}>{t('aksi.perubahan_nilai')}</Link></Button></Flex>
  );

  return (
    <PageBody>
      <PageHeader title={t('input.judul')} caption={caption || undefined}
        actions={jadwalHref && <Button asChild variant="soft"><Link href={jadwalHref}>{t('aksi.kembali')}</Link></Button>} />
      <LoadState status={muat.status} error={muat.error} retry={() => void muat.reload()}>
        {data && (
          <>
            <Flex align="center" gap="3" mb="3" wrap="wrap">
              <Badge size="2">{t('input.pertemuan', { jumlah: data.jumlah_pertemuan, direncanakan: data.pertemuan_direncanakan })}</Badge>
              <Button size="1" variant="soft" onClick={() => void sinkron()} disabled={syncing}>{t('aksi.sinkron_presensi')}</Button>
            </Flex>
            {!data.input_nilai.dibuka
              ? (
                <Callout.Root color="amber" mb="3">
                  <Callout.Text>{t('input.ditutup', { alasan: data.input_nilai.alasan ?? '' })}</Callout.Text>
                  {linkPerubahan}
                </Callout.Root>
              )
              : data.validasi
                ? (
                  <Callout.Root color="green" mb="3">
                    <Callout.Text>
                      {t('validasi.final', { dosen: data.validasi.biodata.nama_dosen, waktu: waktu(data.validasi.tanggal) })} {t('validasi.final_perubahan')}
                    </Callout.Text>
                  </Callout.Root>
                )
                : <Text as="p" size="2" color="gray" mb="3">{t('input.petunjuk')}</Text>}
            <SaveOutcome error={outcome.error} saved={outcome.saved} />
            {data.mahasiswa.length === 0 ? <Text color="gray">{t('input.kosong')}</Text> : (
              <TabelMahasiswa mahasiswa={data.mahasiswa} nama={t('input.judul')}
                kolom={[t('kolom.kehadiran'), t('kolom.nilai_angka'), t('kolom.nilai_huruf'), t('kolom.nilai_indeks')]}
                sel={(m) => [
                  t('input.hadir', { hadir: m.hadir, jumlah: data.jumlah_pertemuan, persen: formatIndeks(m.persen_kehadiran) }),
                  <TextField.Root size="1" inputMode="decimal" style={{ width: '6rem' }} disabled={tertutup}
                    aria-label={t('input.label_nilai', { nim: m.nim })} value={angka[m.id_mahasiswa] ?? ''}
                    onChange={(e) => setAngka({ ...angka, [m.id_mahasiswa]: e.target.value })} />,
                  <Text weight="bold">{m.nilai_huruf ?? '-'}</Text>,
                  formatIndeks(m.nilai_indeks),
                ]} />
            )}
            <Flex mt="3" justify="end">
              <Button onClick={() => void simpan()} disabled={tertutup || saving || data.mahasiswa.length === 0}>{t('aksi.simpan')}</Button>
            </Flex>
            <ValidasiNilai data={data} kelas={kelas} belumDisimpan={belumDisimpan} onValidasi={(validasi) => muat.setData({ ...data, validasi })} />
          </>
        )}
      </LoadState>
    </PageBody>
  );
}

/** The grade input reached from the short-semester schedule (route ids input-nilai-sp, input-nilai-sp-koordinator). */
export const InputNilaiSemesterPendekPage = () => <InputNilaiPage pendek />;
