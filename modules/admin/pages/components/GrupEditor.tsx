import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { GrupDefinisi, GrupDiminta } from '../../schemas';
import type { PenggunaDetailStore } from '../../store';
import { SaveOutcome as Pesan, TabelData } from '../../../../core/client';

/** One group in the editor: what is sent back, plus what the table shows. */
interface Baris {
  kunci: string;
  id_group_user: string;
  nama_group: string;
  cakupan: string;
  id_prodi: number | null;
  id_fakultas: number | null;
  id_level: number;
  ketua: boolean;
}

/**
 * The groups a user holds, with their scope; the administrator removes and adds groups locally and
 * saves the complete list at once (PATCH pengguna/daftar-grup). A student account is shown only.
 */
export function GrupEditor({ store }: { store: PenggunaDetailStore }) {
  const { t } = useTranslation('admin');
  const snap = useSnapshot(store.state);
  const grupDef = snap.grup as GrupDefinisi[];
  const daftar = snap.daftar;
  const [draft, setDraft] = useState<Baris[]>([]);
  const [dirty, setDirty] = useState(false);
  const [baru, setBaru] = useState({ grup: '', cakupan: '', level: '1' });

  useEffect(() => {
    if (!daftar) return;
    setDraft(daftar.data.map((p) => ({
      kunci: `idp-${p.idp}`, id_group_user: p.id_group_user, nama_group: p.nama_group,
      cakupan: p.nama_prodi ?? p.nama_fakultas ?? p.nama_lembaga ?? t('detail.tanpa_cakupan'),
      id_prodi: p.id_prodi, id_fakultas: p.id_fakultas, id_level: p.id_level, ketua: p.sebagai_ketua_prodi,
    })));
    setDirty(false);
  }, [daftar, t]);

  const mahasiswa = snap.detail?.mahasiswa ?? false;
  const def = grupDef.find((g) => g.id_group_user === baru.grup);
  const perluPilihan = def && (def.cakupan === 'prodi' || def.cakupan === 'fakultas');

  function tambah() {
    if (!def) return;
    const pilihan = def.pilihan.find((p) => String(p.id) === baru.cakupan) ?? (def.cakupan === 'lembaga' ? def.pilihan[0] : undefined);
    if (perluPilihan && !pilihan) return;
    const level = def.id_group_user === 'dsn00' ? Number(baru.level) : 0;
    setDraft([...draft, {
      kunci: `baru-${Date.now()}-${draft.length}`, id_group_user: def.id_group_user, nama_group: def.nama_group,
      cakupan: def.cakupan === 'dosen' ? t('detail.cakupan_dosen') : pilihan?.nama ?? t('detail.tanpa_cakupan'),
      id_prodi: def.cakupan === 'prodi' ? pilihan!.id : null, id_fakultas: def.cakupan === 'fakultas' ? pilihan!.id : null, id_level: level, ketua: false,
    }]);
    setBaru({ grup: '', cakupan: '', level: '1' });
    setDirty(true);
  }

  function simpan() {
    const grup: GrupDiminta[] = draft.map((b) => ({
      id_group_user: b.id_group_user,
      ...(b.id_prodi !== null ? { id_prodi: b.id_prodi } : {}),
      ...(b.id_fakultas !== null ? { id_fakultas: b.id_fakultas } : {}),
      ...(b.id_group_user === 'dsn00' && b.id_level >= 1 ? { id_level: b.id_level } : {}),
    }));
    void store.saveGrup(grup);
  }

  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="1">{t('detail.grup')}</Heading>
      <Text as="p" size="2" color="gray" mb="3">{mahasiswa ? t('detail.mahasiswa') : t('detail.grup_keterangan')}</Text>
      <Pesan error={snap.saveError.grup} saved={snap.saved.grup} />
      <TabelData nama={t('detail.grup')} rows={draft} rowKey={(b) => b.kunci} columns={[
        { key: 'nama_group', header: t('kolom.grup'), rowHeader: true,
          cell: (b) => <Flex gap="2" align="center" wrap="wrap">{b.nama_group}{b.ketua ? <Badge color="blue">{t('detail.ketua_prodi')}</Badge> : null}</Flex> },
        { key: 'cakupan', header: t('kolom.cakupan') },
        { key: 'tingkat', header: t('kolom.tingkat'), cell: (b) => b.id_level || '-' },
        ...(mahasiswa ? [] : [{ key: 'aksi', header: '', cell: (b: Baris) => (
          <Button size="1" variant="soft" color="red" aria-label={`${t('aksi.hapus')} ${b.nama_group} ${b.cakupan}`}
            onClick={() => { setDraft(draft.filter((x) => x.kunci !== b.kunci)); setDirty(true); }}>
            {t('aksi.hapus')}
          </Button>
        ) }]),
      ]} />
      {mahasiswa ? null : (
        <>
          <Flex gap="2" mt="3" align="end" wrap="wrap" role="group" aria-label={t('detail.tambah_grup')}>
            <label>
              <Text as="div" size="1" color="gray">{t('detail.pilih_grup')}</Text>
              <select value={baru.grup} onChange={(e) => setBaru({ grup: e.target.value, cakupan: '', level: '1' })}>
                <option value="">-</option>
                {grupDef.filter((g) => g.dapat_diberikan).map((g) => <option key={g.id_group_user} value={g.id_group_user}>{g.nama_group}</option>)}
              </select>
            </label>
            {perluPilihan ? (
              <label>
                <Text as="div" size="1" color="gray">{t('detail.pilih_cakupan')}</Text>
                <select value={baru.cakupan} onChange={(e) => setBaru({ ...baru, cakupan: e.target.value })}>
                  <option value="">-</option>
                  {def!.pilihan.map((p) => <option key={p.id} value={p.id}>{p.nama}</option>)}
                </select>
              </label>
            ) : null}
            {def?.id_group_user === 'dsn00' ? (
              <label>
                <Text as="div" size="1" color="gray">{t('detail.pilih_tingkat')}</Text>
                <select value={baru.level} onChange={(e) => setBaru({ ...baru, level: e.target.value })}>
                  <option value="1">{t('detail.tingkat_1')}</option>
                  <option value="2">{t('detail.tingkat_2')}</option>
                </select>
              </label>
            ) : null}
            <Button variant="soft" onClick={tambah} disabled={!def || (perluPilihan && !baru.cakupan)}>{t('aksi.tambah')}</Button>
          </Flex>
          <Flex gap="3" mt="3" align="center" justify="end">
            {dirty ? <Text size="2" color="amber">{t('detail.belum_disimpan')}</Text> : null}
            <Button onClick={simpan} disabled={!dirty || snap.saving !== null} loading={snap.saving === 'grup'}>{t('aksi.simpan_grup')}</Button>
          </Flex>
        </>
      )}
    </Card>
  );
}
