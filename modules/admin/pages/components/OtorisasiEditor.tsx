import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { PenggunaDetailStore } from '../../store';
import { SaveOutcome as Pesan } from '../../../../core/client';

/**
 * Staff authorisation (spec section 1): the programmes a programme-staff user may see and work on,
 * one checkbox each, saved as a whole (PATCH pengguna/otorisasi-data-staff).
 */
export function OtorisasiEditor({ store }: { store: PenggunaDetailStore }) {
  const { t } = useTranslation('admin');
  const snap = useSnapshot(store.state);
  const data = snap.otorisasi;
  const [checked, setChecked] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (data) setChecked(new Set(data.data.filter((p) => p.diizinkan).map((p) => p.id_prodi)));
  }, [data]);
  if (!data) return null;
  const dirty = data.data.some((p) => p.diizinkan !== checked.has(p.id_prodi));
  const held = data.data.filter((p) => p.diizinkan);

  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="1">{t('detail.otorisasi')}</Heading>
      <Pesan error={snap.saveError.otorisasi} saved={snap.saved.otorisasi} />
      <Heading as="h3" size="2" mb="1">{t('detail.akses')}</Heading>
      {held.length ? (
        <ul aria-label={t('detail.akses')} style={{ marginTop: 0 }}>
          {held.map((p) => <li key={p.id_prodi}><Text size="2">{p.nama_prodi} ({p.jenjang}) - {p.nama_fakultas}</Text></li>)}
        </ul>
      ) : <Text as="p" size="2" color="gray" mb="3">{t('detail.akses_kosong')}</Text>}
      {!data.staf_prodi ? (
        <Text as="p" size="2" color="gray">{t('detail.bukan_staf')}</Text>
      ) : (
        <>
          <Text as="p" size="2" color="gray" mb="2">{t('detail.otorisasi_keterangan')}</Text>
          <Flex direction="column" gap="1" role="group" aria-label={t('detail.otorisasi')}>
            {data.data.map((p) => (
              <Text as="label" size="2" key={p.id_prodi}>
                <Flex gap="2" align="center">
                  <input type="checkbox" checked={checked.has(p.id_prodi)} onChange={(e) => {
                    const next = new Set(checked);
                    if (e.target.checked) next.add(p.id_prodi);
                    else next.delete(p.id_prodi);
                    setChecked(next);
                  }} />
                  {p.nama_prodi} ({p.jenjang}) - {p.nama_fakultas}
                </Flex>
              </Text>
            ))}
          </Flex>
          <Flex justify="end" mt="3">
            <Button onClick={() => void store.saveOtorisasi([...checked].sort((a, b) => a - b))} disabled={!dirty || snap.saving !== null} loading={snap.saving === 'otorisasi'}>
              {t('aksi.simpan_otorisasi')}
            </Button>
          </Flex>
        </>
      )}
    </Card>
  );
}
