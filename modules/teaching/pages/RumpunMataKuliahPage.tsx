import { Badge, Box, Button, Card, Checkbox, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState, PageBody, PageHeader, SaveOutcome, useLoad } from '../../../core/client';
import { getRumpunMatkulDosen, patchRumpunMatkulDosen } from '../api';
import { alihkan } from './components/pilihan';
import { useSimpan } from './components/use-simpan';

/**
 * /rumpun-mata-kuliah (kor00): the course clusters of the lecturer's programme, each with its
 * courses; the lecturer ticks the clusters they can teach and saves the whole choice.
 */
export default function RumpunMataKuliahPage() {
  const { t } = useTranslation('teaching');
  const muat = useLoad(() => getRumpunMatkulDosen(), []);
  const { saving, outcome, jalankan, tolak } = useSimpan();
  const [dipilih, setDipilih] = useState<Set<number>>(new Set());
  const data = muat.data;

  useEffect(() => {
    if (data) setDipilih(new Set(data.data.filter((r) => r.dipilih).map((r) => r.id_rumpun_mata_kuliah)));
  }, [data]);

  async function simpan() {
    if (!data) return;
    const ids = data.data.map((r) => r.id_rumpun_mata_kuliah).filter((id) => dipilih.has(id));
    if (!ids.length) return tolak(t('preferensi.rumpun.minimal_satu'));
    if (await jalankan(() => patchRumpunMatkulDosen({ id_rumpun_mata_kuliah: ids }))) {
      muat.setData({ ...data, data: data.data.map((r) => ({ ...r, dipilih: dipilih.has(r.id_rumpun_mata_kuliah) })) });
    }
  }

  return (
    <PageBody>
      <PageHeader title={t('preferensi.rumpun.judul')} caption={data ? t('preferensi.rumpun.keterangan', { prodi: data.nama_prodi }) : undefined} />
      <LoadState status={muat.status} error={muat.error} retry={() => void muat.reload()}>
        {data && (
          <>
            <Text as="p" size="2" color="gray" mb="3">{t('preferensi.rumpun.petunjuk')}</Text>
            <SaveOutcome error={outcome.error} saved={outcome.saved} />
            {data.data.length === 0 ? <Text color="gray">{t('preferensi.rumpun.kosong')}</Text> : (
              <Flex direction="column" gap="3" mb="3">
                {data.data.map((r) => (
                  <Card key={r.id_rumpun_mata_kuliah}>
                    <Flex gap="3" align="start">
                      <Checkbox mt="1" checked={dipilih.has(r.id_rumpun_mata_kuliah)} aria-label={t('preferensi.rumpun.label', { nama: r.nama_rumpun })}
                        onCheckedChange={(v) => setDipilih(alihkan(dipilih, r.id_rumpun_mata_kuliah, v === true))} />
                      <Box>
                        <Flex gap="2" align="center" mb="1">
                          <Heading as="h2" size="3">{r.nama_rumpun}</Heading>
                          <Badge color="gray">{t('preferensi.rumpun.jumlah_mk', { jumlah: r.mata_kuliah.length })}</Badge>
                        </Flex>
                        <Text size="2" color="gray">{r.mata_kuliah.map((m) => `${m.nama_mata_kuliah} (${m.sks} SKS)`).join(' · ')}</Text>
                      </Box>
                    </Flex>
                  </Card>
                ))}
              </Flex>
            )}
            <Flex justify="end">
              <Button onClick={() => void simpan()} disabled={saving || data.data.length === 0}>{t('aksi.simpan')}</Button>
            </Flex>
          </>
        )}
      </LoadState>
    </PageBody>
  );
}
