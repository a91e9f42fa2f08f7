import { Button, Card, Flex, Heading, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, formatTanggal, notifySuccess, PagedList, PageBody, PageHeader, PilihBerkas, useKirim, type PagedColumn } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { ajukanPengganti, getDosenPengganti, getJenisPergantian, getPengganti, getPertemuanBisaDiganti, simpanBerkas, unduhBerkasPendukung, unduhPenggantiXlsx, unggahBerkasPendukung } from '../api';
import type { DosenList, JenisPergantianList, Pengganti, PertemuanPilihan } from '../schemas';
import { kolomPengganti } from './components/kolom';

/**
 * /presensi-dosen/jadwal-mengajar-pengganti (dsn00): ask a colleague to teach one of your coming
 * meetings (type, reason, supporting file), and follow each request through prodi -> dekan -> LP3 -> LAK.
 */
export default function JadwalMengajarPenggantiPage() {
  const { t } = useTranslation('attendance');
  const [store] = useState(() => createListStore<Pengganti>(({ page, perPage }) => getPengganti({ page, per_page: perPage }), { perPage: PAGE_SIZE.SUBSTITUTE }));
  const [pilihan, setPilihan] = useState<{ pertemuan: PertemuanPilihan['data']; dosen: DosenList['data']; jenis: JenisPergantianList['data'] }>({ pertemuan: [], dosen: [], jenis: [] });
  const [form, setForm] = useState({ id_pertemuan: '', id_dosen_pengganti: '', id_jenis_pergantian: '', alasan: '' });
  const [berkas, setBerkas] = useState<File | null>(null);
  const { busy, kirim: jalankan } = useKirim();

  const muatPilihan = () => Promise.all([getPertemuanBisaDiganti(), getDosenPengganti(), getJenisPergantian()])
    .then(([p, d, j]) => setPilihan({ pertemuan: p.data, dosen: d.data, jenis: j.data })).catch(() => undefined);
  useEffect(() => {
    void store.load();
    void muatPilihan();
  }, [store]);

  const kirim = async (e: React.FormEvent) => {
    e.preventDefault();
    await jalankan(async () => {
      const res = await ajukanPengganti({
        id_pertemuan: Number(form.id_pertemuan), id_dosen_pengganti: Number(form.id_dosen_pengganti), id_jenis_pergantian: Number(form.id_jenis_pergantian), alasan: form.alasan,
      });
      if (berkas) await unggahBerkasPendukung(res.id_pengganti_mengajar, berkas);
      notifySuccess(res.message);
      setForm({ id_pertemuan: '', id_dosen_pengganti: '', id_jenis_pergantian: '', alasan: '' });
      setBerkas(null);
      await Promise.all([store.load(1), muatPilihan()]);
    });
  };

  const columns: PagedColumn<Pengganti>[] = [
    ...kolomPengganti(t),
    { key: 'berkas', header: t('pengganti.berkas'), cell: (r) => r.ada_berkas
      ? <Button size="1" variant="ghost" onClick={() => void unduhBerkasPendukung(r.id_pengganti_mengajar).then((b) => simpanBerkas(b, `berkas-pendukung-${r.id_pengganti_mengajar}`)).catch(() => undefined)}>{t('aksi.unduh')}</Button>
      : '-' },
  ];
  const pilih = (name: keyof typeof form, label: string, options: Array<{ value: number; label: string }>) => (
    <label>
      <Text as="div" size="2" weight="medium" mb="1">{label}</Text>
      <select required value={form[name]} onChange={(e) => setForm({ ...form, [name]: e.target.value })} style={{ width: '100%' }}>
        <option value="">{t('umum.pilih')}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </label>
  );

  const unduhXlsx = async () => {
    try {
      simpanBerkas(await unduhPenggantiXlsx(), 'pengganti-mengajar.xlsx');
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <PageBody>
      <PageHeader title={t('pengganti.judul')} caption={t('pengganti.keterangan')} />
      <Card size="2" mb="4" style={{ maxWidth: 720 }}>
        <form onSubmit={(e) => void kirim(e)}>
          <Flex direction="column" gap="3">
            <Heading as="h2" size="3">{t('pengganti.ajukan')}</Heading>
            {pilih('id_pertemuan', t('kolom.pertemuan'), pilihan.pertemuan.map((p) => ({ value: p.id_pertemuan, label: `${p.nama_mata_kuliah} ${p.nama_kelas} · ${t('dosen.pertemuan_ke', { ke: p.pertemuan_ke })} · ${formatTanggal(p.tanggal)} ${p.jam_mulai}` })))}
            {pilih('id_dosen_pengganti', t('pengganti.dosen_pengganti'), pilihan.dosen.map((d) => ({ value: d.id_dosen, label: d.nama_dosen })))}
            {pilih('id_jenis_pergantian', t('pengganti.jenis'), pilihan.jenis.map((j) => ({ value: j.id_jenis_pergantian, label: j.nama })))}
            <label>
              <Text as="div" size="2" weight="medium" mb="1">{t('manual.alasan')}</Text>
              <TextArea required minLength={5} maxLength={1000} value={form.alasan} onChange={(e) => setForm({ ...form, alasan: e.target.value })} />
            </label>
            <label>
              <Text as="div" size="2" weight="medium" mb="1">{t('pengganti.berkas_opsional')}</Text>
              <PilihBerkas accept="application/pdf,image/png,image/jpeg" aria-label={t('pengganti.berkas_opsional')} berkas={berkas} onPilih={setBerkas} />
            </label>
            <Flex><Button type="submit" disabled={busy}>{t('aksi.ajukan')}</Button></Flex>
          </Flex>
        </form>
      </Card>
      <Flex justify="end" mb="2">
        <Button variant="soft" onClick={() => void unduhXlsx()}>{t('aksi.unduh_xlsx')}</Button>
      </Flex>
      <PagedList store={store} columns={columns} rowKey={(r) => r.id_pengganti_mengajar} />
    </PageBody>
  );
}
