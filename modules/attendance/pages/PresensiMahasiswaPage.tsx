import { Badge, Button, Table, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { displayValue, KolomAksi, PageBody, PageHeader } from '../../../core/client';
import { getJadwalMengajar } from '../api';
import type { JadwalMengajarResponse } from '../schemas';
import { createItemStore } from '../store';
import { hrefOf } from './components/links';
import { LoadState } from './components/LoadState';
import { formatRentangJam } from '../../../core/contract/format';

/** /presensi/presensi-mahasiswa (dsn00): the lecturer's classes of the active semester; each opens its meetings. */
export default function PresensiMahasiswaPage() {
  const { t } = useTranslation('attendance');
  const [store] = useState(() => createItemStore<JadwalMengajarResponse>(getJadwalMengajar));
  const snap = useSnapshot(store.state);
  useEffect(() => void store.load(), [store]);
  const rows = snap.data?.data ?? [];

  return (
    <PageBody>
      <PageHeader title={t('dosen.jadwal_judul')} caption={rows[0] ? rows[0].nama_semester_registrasi : t('dosen.jadwal_keterangan')} />
      <LoadState status={snap.status} error={snap.error} retry={() => void store.load()}>
        {rows.length === 0 ? <Text color="gray">{t('dosen.jadwal_kosong')}</Text> : (
          <Table.Root variant="surface">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('kolom.mata_kuliah')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kolom.kelas')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kolom.sks')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kolom.jadwal')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kolom.mahasiswa')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kolom.terlaksana')}</Table.ColumnHeaderCell>
                <KolomAksi />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((k) => (
                <Table.Row key={k.id_kelas}>
                  <Table.Cell><Text weight="medium">{k.nama_mata_kuliah}</Text><br /><Text size="1" color="gray">{k.kode_mata_kuliah}</Text></Table.Cell>
                  <Table.Cell>{k.nama_kelas}</Table.Cell>
                  <Table.Cell>{k.sks}</Table.Cell>
                  <Table.Cell>{k.hari ? `${t(`hari.${k.hari}`)}, ${formatRentangJam(k.jam_mulai, k.jam_selesai)}` : '-'}<br /><Text size="1" color="gray">{displayValue(k.nama_ruang)}</Text></Table.Cell>
                  <Table.Cell>{k.jumlah_mahasiswa}</Table.Cell>
                  <Table.Cell><Badge color={k.jumlah_pertemuan ? 'blue' : 'gray'}>{k.pertemuan_terlaksana} / {k.jumlah_pertemuan}</Badge></Table.Cell>
                  <Table.Cell>
                    <Button asChild size="1" variant="soft">
                      <Link href={hrefOf('pertemuan-kelas', { id_mata_kuliah: k.id_mata_kuliah, id_kelas: k.id_kelas, sks: k.sks })}>{t('aksi.lihat_pertemuan')}</Link>
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </LoadState>
    </PageBody>
  );
}
