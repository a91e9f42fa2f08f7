import { Badge, Button, Card, DataList, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { displayValue, failureBody, formatRupiah, formatTanggal, LoadState, PageBody, PageHeader, PilihBerkas, SaveOutcome, useLoad, useRouteHref } from '../../../core/client';
import { formatNip } from '../../../core/contract/format';
import { getBiodataDosen, postFotoDosen } from '../api';
import type { BiodataDosen } from '../schemas';
import { Daftar } from './components/Daftar';
import { Dokumen } from './components/Dokumen';
import { Foto } from './components/Foto';
import { Keluarga } from './components/Keluarga';
import { KontakForm } from './components/KontakForm';
import { Riwayat } from './components/Riwayat';

/** A titled card of the page. */
function Bagian({ judul, children }: { judul: string; children: React.ReactNode }) {
  return (
    <Card size="2" mb="4">
      <Heading as="h2" size="4" mb="3">{judul}</Heading>
      {children}
    </Card>
  );
}

/** Label : value rows. */
function Rincian({ rows }: { rows: Array<[string, React.ReactNode]> }) {
  return (
    <DataList.Root size="2">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.Label minWidth="150px">{label}</DataList.Label>
          <DataList.Value>{value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/**
 * /data-pribadi for dsn00 and kor00: the lecturer's biodata (identity read only; e-mail, mobile
 * number and address editable), family (editable), rank and functional-rank history, education,
 * certification, research, the teaching / supervision / examining history (paged), and the
 * archived documents with the teaching assignment letter.
 */
export default function DataPribadiDosenPage() {
  const { t } = useTranslation('lecturer');
  const biodata = useLoad(async () => (await getBiodataDosen()).data);
  const passwordHref = useRouteHref('core:ganti-password');
  return (
    <PageBody>
      <PageHeader
        title={t('halaman.judul')}
        caption={t('halaman.keterangan')}
        actions={passwordHref ? <Button asChild variant="soft"><Link href={passwordHref}>{t('halaman.ganti_password')}</Link></Button> : undefined}
      />
      <LoadState status={biodata.status} error={biodata.error} retry={() => void biodata.reload()}>
        {biodata.data ? <Isi b={biodata.data} onChange={biodata.setData} reload={() => void biodata.reload()} /> : null}
      </LoadState>
      <Bagian judul={t('halaman.riwayat')}><Riwayat /></Bagian>
      <Bagian judul={t('halaman.dokumen')}><Dokumen /></Bagian>
    </PageBody>
  );
}

function Isi({ b, onChange, reload }: { b: BiodataDosen; onChange: (b: BiodataDosen) => void; reload: () => void }) {
  const { t } = useTranslation('lecturer');
  const [foto, setFoto] = useState<{ busy: boolean; error: unknown; saved: string | null; versi: number }>({ busy: false, error: null, saved: null, versi: 0 });

  async function unggah(file: File | undefined) {
    if (!file) return;
    setFoto((f) => ({ ...f, busy: true, error: null, saved: null }));
    try {
      const res = await postFotoDosen(file);
      setFoto((f) => ({ busy: false, error: null, saved: res.message, versi: f.versi + 1 }));
      reload();
    } catch (error) {
      setFoto((f) => ({ ...f, busy: false, error: failureBody(error) }));
    }
  }

  const penugasan = b.penugasan.map((p) => [
    p.sebagai_ketua_prodi ? t('penugasan.kaprodi') : t(`penugasan.${p.kode_penugasan}`, { defaultValue: p.kode_penugasan }),
    p.nama_prodi ?? p.nama_lembaga ?? p.nama_fakultas,
  ].filter(Boolean).join(' – '));

  return (
    <>
      <Bagian judul={t('halaman.biodata')}>
        <Flex gap="4" wrap="wrap" align="start">
          <Flex direction="column" gap="2">
            <Foto ada={b.punya_foto} versi={foto.versi} />
            <Text as="label" size="1" weight="medium">
              {t('halaman.unggah_foto')}
              <PilihBerkas accept="image/jpeg,image/png" aria-label={t('halaman.unggah_foto')} disabled={foto.busy} onPilih={(file) => void unggah(file ?? undefined)} />
            </Text>
            <Text size="1" color="gray">{t('halaman.foto_petunjuk')}</Text>
          </Flex>
          <div style={{ flex: 1, minWidth: 280 }}>
            <SaveOutcome error={foto.error} saved={foto.saved} />
            <Rincian rows={[
              [t('field.nama_lengkap'), <Text weight="bold">{b.nama_lengkap}</Text>],
              [t('field.nuptk'), b.nuptk],
              [t('field.nidn'), displayValue(b.nidn)],
              [t('field.nip'), b.nip ? formatNip(b.nip) : '-'],
              [t('field.jenis_kelamin'), t(`jenis_kelamin.${b.jenis_kelamin}`)],
              [t('field.ttl'), `${displayValue(b.tempat_lahir)}, ${formatTanggal(b.tanggal_lahir)}`],
              [t('field.no_sk_dosen'), displayValue(b.no_sk_dosen)],
              [t('field.tanggal_sk'), formatTanggal(b.tanggal_sk)],
              [t('field.prodi'), `${b.jenjang} ${b.nama_prodi}`],
              [t('field.fakultas'), b.nama_fakultas],
              [t('field.jabatan_fungsional'), b.nama_jabatan_fungsional],
              [t('field.status'), <Badge color={b.aktif ? 'green' : 'gray'}>{t(b.aktif ? 'status.aktif' : 'status.tidak_aktif')}</Badge>],
              [t('field.penugasan'), penugasan.length ? penugasan.join('; ') : t('halaman.kosong.penugasan')],
            ]} />
          </div>
        </Flex>
      </Bagian>
      <Bagian judul={t('halaman.kontak')}><KontakForm biodata={b} onSaved={onChange} /></Bagian>
      <Bagian judul={t('halaman.keluarga')}><Keluarga b={b} onChange={onChange} /></Bagian>
      <Bagian judul={t('halaman.kepangkatan')}>
        <Grid columns={{ initial: '1', md: '2' }} gap="4">
          <div>
            <Heading as="h3" size="3" mb="2">{t('halaman.riwayat_pangkat')}</Heading>
            <Daftar rows={b.kepangkatan} rowKey={(r) => r.id_kepangkatan} empty={t('halaman.kosong.kepangkatan')} columns={[
              [t('field.golongan'), (r) => r.golongan], [t('field.pangkat'), (r) => r.pangkat], [t('field.nomor_sk'), (r) => r.nomor_sk], [t('field.tmt'), (r) => formatTanggal(r.tmt)],
            ]} />
          </div>
          <div>
            <Heading as="h3" size="3" mb="2">{t('halaman.riwayat_fungsional')}</Heading>
            <Daftar rows={b.fungsional} rowKey={(r) => r.id_fungsional} empty={t('halaman.kosong.fungsional')} columns={[
              [t('field.jabatan_fungsional'), (r) => r.nama_jabatan_fungsional], [t('field.nomor_sk'), (r) => r.nomor_sk], [t('field.tmt'), (r) => formatTanggal(r.tmt)],
              [t('field.angka_kredit'), (r) => (r.angka_kredit === null ? '-' : String(r.angka_kredit).replace('.', ','))],
            ]} />
          </div>
        </Grid>
      </Bagian>
      <Bagian judul={t('halaman.pendidikan')}>
        <Daftar rows={b.pendidikan} rowKey={(r) => r.id_pendidikan} empty={t('halaman.kosong.pendidikan')} columns={[
          [t('field.jenjang'), (r) => r.jenjang], [t('field.gelar'), (r) => r.gelar], [t('field.bidang_studi'), (r) => r.bidang_studi],
          [t('field.perguruan_tinggi'), (r) => r.perguruan_tinggi], [t('field.tahun_lulus'), (r) => r.tahun_lulus],
        ]} />
      </Bagian>
      <Bagian judul={t('halaman.sertifikasi')}>
        <Daftar rows={b.sertifikasi} rowKey={(r) => r.id_sertifikasi} empty={t('halaman.kosong.sertifikasi')} columns={[
          [t('field.jenis'), (r) => r.jenis], [t('field.bidang'), (r) => r.bidang], [t('field.nomor_sertifikat'), (r) => r.nomor_sertifikat],
          [t('field.penyelenggara'), (r) => r.penyelenggara], [t('field.tahun'), (r) => r.tahun],
        ]} />
      </Bagian>
      <Bagian judul={t('halaman.penelitian')}>
        <Daftar rows={b.riwayat_penelitian} rowKey={(r) => r.id_penelitian} empty={t('halaman.kosong.penelitian')} columns={[
          [t('field.tahun'), (r) => r.tahun], [t('field.judul'), (r) => r.judul], [t('field.peran'), (r) => t(`peran.${r.peran}`)],
          [t('field.sumber_dana'), (r) => r.sumber_dana], [t('field.jumlah_dana'), (r) => formatRupiah(r.jumlah_dana)],
        ]} />
      </Bagian>
    </>
  );
}
