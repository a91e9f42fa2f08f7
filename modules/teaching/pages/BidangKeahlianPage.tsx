import { Button, Card, Checkbox, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState, PageBody, PageHeader, SaveOutcome, useLoad } from '../../../core/client';
import { getBidangKeahlian, getBidangKeahlianDosen, postBidangKeahlianDosen } from '../api';
import type { BidangKeahlianItem } from '../schemas';
import { alihkan } from './components/pilihan';
import { useSimpan } from './components/use-simpan';

/**
 * /bidang-keahlian (kor00): the reference list of fields of expertise by group, the lecturer's
 * own ticked; "Simpan" sends the whole selection (at least one, at most the campus's limit).
 */
export default function BidangKeahlianPage() {
  const { t } = useTranslation('teaching');
  const muat = useLoad(async () => {
    const [daftar, milik] = await Promise.all([getBidangKeahlian(), getBidangKeahlianDosen()]);
    return { daftar: daftar.data, maks: milik.maks, milik: milik.data.map((b) => b.id_bidang_keahlian) };
  }, []);
  const { saving, outcome, jalankan, tolak } = useSimpan();
  const [dipilih, setDipilih] = useState<Set<number>>(new Set());
  const data = muat.data;

  useEffect(() => {
    if (data) setDipilih(new Set(data.milik));
  }, [data]);

  const kelompok = new Map<string, BidangKeahlianItem[]>();
  for (const b of data?.daftar ?? []) kelompok.set(b.kelompok, [...(kelompok.get(b.kelompok) ?? []), b]);

  async function simpan() {
    if (!data) return;
    const ids = data.daftar.map((b) => b.id_bidang_keahlian).filter((id) => dipilih.has(id));
    if (!ids.length) return tolak(t('preferensi.bidang.minimal_satu'));
    if (ids.length > data.maks) return tolak(t('preferensi.bidang.terlalu_banyak', { maks: data.maks }));
    if (await jalankan(() => postBidangKeahlianDosen({ id_bidang_keahlian: ids }))) muat.setData({ ...data, milik: ids });
  }

  return (
    <PageBody>
      <PageHeader title={t('preferensi.bidang.judul')} caption={t('preferensi.bidang.keterangan')} />
      <LoadState status={muat.status} error={muat.error} retry={() => void muat.reload()}>
        {data && (
          <>
            <Text as="p" size="2" color="gray" mb="3">{t('preferensi.bidang.petunjuk', { maks: data.maks, jumlah: dipilih.size })}</Text>
            <SaveOutcome error={outcome.error} saved={outcome.saved} />
            {data.daftar.length === 0 ? <Text color="gray">{t('preferensi.bidang.kosong')}</Text> : (
              <Grid columns={{ initial: '1', md: '2' }} gap="3" mb="3">
                {[...kelompok].map(([nama, isi]) => (
                  <Card key={nama}>
                    <Heading as="h2" size="3" mb="2">{nama}</Heading>
                    <Flex direction="column" gap="1">
                      {isi.map((b) => (
                        <Text as="label" size="2" key={b.id_bidang_keahlian}>
                          <Flex gap="2" align="center">
                            <Checkbox checked={dipilih.has(b.id_bidang_keahlian)} aria-label={t('preferensi.bidang.label', { nama: b.nama_bidang_keahlian })}
                              onCheckedChange={(v) => setDipilih(alihkan(dipilih, b.id_bidang_keahlian, v === true))} />
                            {b.nama_bidang_keahlian}
                          </Flex>
                        </Text>
                      ))}
                    </Flex>
                  </Card>
                ))}
              </Grid>
            )}
            <Flex justify="end">
              <Button onClick={() => void simpan()} disabled={saving || data.daftar.length === 0}>{t('aksi.simpan')}</Button>
            </Flex>
          </>
        )}
      </LoadState>
    </PageBody>
  );
}
