import { Badge, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { displayValue, formatTanggal, PageBody, PageHeader, TabelData, useRouteHref } from '../../../core/client';
import { getAkademik, getBiodata, getFoto, getPosisiSemester, getSemesterAktif } from '../api';
import { formatIndeks } from '../../../core/contract/format';
import { DataList, LoadView } from './components/LoadView';
import { TiketPelayanan } from './components/TiketPelayanan';
import { useLoad } from './components/useLoad';

const STATUS_WARNA = { aktif: 'green', belum_krs: 'amber', cuti: 'blue', tidak_aktif: 'gray' } as const;

/** The student's photo, fetched with the bearer token; initials-free placeholder when none is stored. */
function Foto({ ada }: { ada: boolean }) {
  const { t } = useTranslation('student');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!ada) return;
    let objectUrl: string | null = null;
    getFoto().then((blob) => setUrl((objectUrl = URL.createObjectURL(blob)))).catch(() => setUrl(null));
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [ada]);
  const box = { width: 96, height: 128, borderRadius: 6, background: 'var(--gray-a3)', objectFit: 'cover' as const };
  return url ? <img src={url} alt={t('profil.foto')} style={box} /> : <Flex align="center" justify="center" style={box}><Text size="1" color="gray">{t('profil.tanpa_foto')}</Text></Flex>;
}

/** /data-pribadi: profile summary, academic position, semester history and service tickets. */
export default function DataPribadiPage() {
  const { t } = useTranslation('student');
  const biodata = useLoad(async () => (await getBiodata()).data);
  const akademik = useLoad(async () => (await getAkademik()).data);
  const posisi = useLoad(async () => (await getPosisiSemester()).data);
  const aktif = useLoad(async () => (await getSemesterAktif()).semester);
  const detailHref = useRouteHref('student:data-pribadi-detail');
  const passwordHref = useRouteHref('student:ganti-password');

  return (
    <PageBody>
      <PageHeader
        title={t('profil.judul')}
        caption={aktif.data ? t('profil.semester_aktif', { semester: aktif.data.nama_semester_registrasi }) : undefined}
        actions={<>
          {detailHref ? <Button asChild><Link href={detailHref}>{t('profil.ubah_biodata')}</Link></Button> : null}
          {passwordHref ? <Button asChild variant="soft"><Link href={passwordHref}>{t('menu.ganti_password')}</Link></Button> : null}
        </>}
      />
      <Grid columns={{ initial: '1', md: '2' }} gap="4" mb="4">
        <Card size="2">
          <Heading as="h2" size="4" mb="3">{t('profil.biodata')}</Heading>
          <LoadView load={biodata}>
            {(b) => (
              <Flex gap="4" wrap="wrap">
                <Foto ada={b.punya_foto} />
                <DataList rows={[
                  [t('field.nim'), b.nim], [t('field.nama_mahasiswa'), b.nama_mahasiswa],
                  [t('field.ttl'), `${b.tempat_lahir}, ${formatTanggal(b.tanggal_lahir)}`], [t('field.email'), b.email], [t('field.hp'), b.hp],
                  [t('field.alamat'), displayValue([b.alamat, b.nama_wilayah].filter(Boolean).join(', '))],
                ]} />
              </Flex>
            )}
          </LoadView>
        </Card>
        <Card size="2">
          <Heading as="h2" size="4" mb="3">{t('profil.akademik')}</Heading>
          <LoadView load={akademik}>
            {(a) => (
              <DataList rows={[
                [t('field.prodi'), `${a.jenjang} ${a.nama_prodi}`], [t('field.fakultas'), a.nama_fakultas], [t('field.angkatan'), String(a.angkatan)],
                [t('field.peminatan'), displayValue(a.nama_peminatan)], [t('field.dosen_pa'), displayValue(a.dosen_pa)],
                [t('field.status'), a.status_mahasiswa], [t('field.semester_ke'), t('profil.semester_ke', { n: a.semester_ke })],
                [t('field.ipk'), formatIndeks(a.ipk)], [t('field.total_sks'), String(a.total_sks)],
              ]} />
            )}
          </LoadView>
        </Card>
      </Grid>
      <Card size="2" mb="4">
        <Heading as="h2" size="4" mb="3">{t('profil.posisi_semester')}</Heading>
        <LoadView load={posisi} isEmpty={(p) => p.riwayat.length === 0} empty={t('profil.posisi_kosong')}>
          {(p) => (
            <TabelData size="1" nama={t('profil.posisi_semester')} rows={[...p.riwayat].reverse()} rowKey={(s) => s.id_semester_registrasi} columns={[
              { key: 'nama_semester_registrasi', header: t('field.semester'), rowHeader: true },
              { key: 'semester_ke', header: t('field.semester_ke') },
              { key: 'status', header: t('field.status'), cell: (s) => <Badge color={STATUS_WARNA[s.status]}>{t(`status_semester.${s.status}`)}</Badge> },
              { key: 'sks', header: t('field.sks'), align: 'right' },
              { key: 'ips', header: t('field.ips'), align: 'right', cell: (s) => formatIndeks(s.ips) },
              { key: 'ipk', header: t('field.ipk'), align: 'right', cell: (s) => formatIndeks(s.ipk) },
              { key: 'lunas', header: t('field.keuangan'), cell: (s) => (s.lunas ? <Badge color="green">{t('status_tagihan.lunas')}</Badge> : <Badge color="red">{t('profil.belum_lunas')}</Badge>) },
            ]} />
          )}
        </LoadView>
      </Card>
      <TiketPelayanan />
    </PageBody>
  );
}
