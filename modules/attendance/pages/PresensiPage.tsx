import { Badge, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { PageBody, PageHeader } from '../../../core/client';
import { getJadwalKuliah } from '../api';
import type { JadwalKuliahResponse } from '../schemas';
import { createItemStore } from '../store';
import { hrefOf } from './components/links';
import { LoadState } from './components/LoadState';
import { formatRentangJam } from '../../../core/contract/format';

/** /presensi (mhs00): the student's classes of the active semester with their attendance so far. */
export default function PresensiPage() {
  const { t } = useTranslation('attendance');
  const [store] = useState(() => createItemStore<JadwalKuliahResponse>(getJadwalKuliah));
  const snap = useSnapshot(store.state);
  useEffect(() => void store.load(), [store]);
  const rows = snap.data?.data ?? [];

  return (
    <PageBody>
      <PageHeader title={t('mahasiswa.judul')} caption={rows[0]?.nama_semester_registrasi ?? t('mahasiswa.keterangan')} />
      <LoadState status={snap.status} error={snap.error} retry={() => void store.load()}>
        {rows.length === 0 ? <Text color="gray">{t('mahasiswa.kosong')}</Text> : (
          <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="3">
            {rows.map((k) => (
              <Card key={k.id_kelas} size="2">
                <Flex direction="column" gap="2" height="100%">
                  <Heading as="h2" size="3">{k.nama_mata_kuliah}</Heading>
                  <Text size="2" color="gray">{k.kode_mata_kuliah} · {t('kolom.kelas')} {k.nama_kelas} · {k.sks} SKS</Text>
                  <Text size="2">{k.nama_dosen}</Text>
                  <Text size="2">{k.hari ? `${t(`hari.${k.hari}`)}, ${formatRentangJam(k.jam_mulai, k.jam_selesai)}` : '-'}</Text>
                  <Flex gap="2" align="center" style={{ flexGrow: 1 }}>
                    <Badge color={k.persen >= (k.batas_kehadiran ?? 0) ? 'green' : 'red'}>{t('mahasiswa.persen', { persen: k.persen.toLocaleString('id-ID') })}</Badge>
                    <Text size="1" color="gray">{t('mahasiswa.hadir_dari', { hadir: k.hadir, total: k.pertemuan_terlaksana })}</Text>
                  </Flex>
                  <Flex justify="end">
                    <Button asChild size="2">
                      <Link href={hrefOf('pertemuan-mahasiswa', { id_mata_kuliah: k.id_mata_kuliah, id_kelas: k.id_kelas, id_semester_registrasi: k.id_semester_registrasi })}
                        aria-label={`${t('aksi.lihat_pertemuan')} ${k.nama_mata_kuliah}`}>{t('aksi.lihat_pertemuan')}</Link>
                    </Button>
                  </Flex>
                </Flex>
              </Card>
            ))}
          </Grid>
        )}
      </LoadState>
    </PageBody>
  );
}
