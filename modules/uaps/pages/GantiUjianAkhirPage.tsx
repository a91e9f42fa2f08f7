import { Flex } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody, PageHeader } from '../../../core/client';
import { getMahasiswaBimbingan } from '../api';
import { PerubahanSaya } from './components/PerubahanSaya';
import { PersetujuanIzinPembimbing } from './components/PersetujuanIzinPembimbing';

/**
 * /ujian-akhir-program-studi/ganti-ujian-akhir-program-studi: a lecturer asks to withdraw from a
 * supervision and follows the request, and decides the title-change requests of their students.
 */
export default function GantiUjianAkhirPage() {
  const { t } = useTranslation('uaps');
  const [targets, setTargets] = useState<{ id: number; label: string }[]>([]);
  useEffect(() => {
    getMahasiswaBimbingan({ per_page: 100 }).then((r) => setTargets(r.data.map((m) => ({ id: m.id_tugas_akhir, label: `${m.nim} — ${m.nama_mahasiswa} (${t(`peran.${m.peran}`)})` })))).catch(() => undefined);
  }, [t]);
  return (
    <PageBody>
      <PageHeader title={t('halaman.ganti_uaps_judul')} caption={t('halaman.ganti_uaps_keterangan')} />
      <Flex direction="column" gap="4">
        <PerubahanSaya jalur="dosen" targets={targets} judul="h2" />
        <PersetujuanIzinPembimbing />
      </Flex>
    </PageBody>
  );
}
