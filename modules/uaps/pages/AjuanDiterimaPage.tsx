import { Button, Flex, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, Jendela, notifySuccess, PageBody, PagedList, PageHeader, useKirim } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getDosenPembimbing } from '../../master-data/api';
import { getPerubahanDiterima, pemberianPembimbing, type JalurPerubahan } from '../api';
import type { Perubahan } from '../schemas';

/**
 * /ganti-dosen-pembimbing/ajuan-diterima and /dosen-undurkan-diri/tambahkan-pembimbing: accepted
 * requests waiting for a new supervisor; staff pick one (the quota is checked by the server).
 */
export default function AjuanDiterimaPage({ jalur = 'mahasiswa' }: { jalur?: JalurPerubahan }) {
  const { t } = useTranslation('uaps');
  const [store] = useState(() => createListStore<Perubahan>(({ page, perPage }) => getPerubahanDiterima(jalur, { page, per_page: perPage }), { perPage: PAGE_SIZE.SUPERVISOR_CHANGE }));
  const [target, setTarget] = useState<Perubahan | null>(null);
  const [dosen, setDosen] = useState<{ id_dosen: number; nama_dosen: string }[]>([]);
  const [idDosen, setIdDosen] = useState(0);
  const { busy, kirim } = useKirim();
  useEffect(() => { void store.load(1); }, [store]);
  useEffect(() => {
    if (!target) return;
    getDosenPembimbing({ id_prodi: target.id_prodi, per_page: 100 }).then((r) => {
      const list = r.data.filter((d) => d.id_dosen !== target.id_dosen_lama);
      setDosen(list);
      setIdDosen(list[0]?.id_dosen ?? 0);
    }).catch(() => undefined);
  }, [target]);
  const assign = async () => {
    if (!target) return;
    // The API client shows a refusal (for example a full quota).
    await kirim(async () => {
      const r = await pemberianPembimbing(jalur, { id_perubahan: target.id_perubahan, id_dosen: idDosen });
      notifySuccess(`${r.message} ${r.nomor_surat}`);
      setTarget(null);
      void store.load();
    });
  };
  return (
    <PageBody>
      <PageHeader title={t(`halaman.diterima_${jalur}_judul`)} caption={t('halaman.diterima_keterangan')} />
      <PagedList store={store} rowKey={(r) => r.id_perubahan} columns={[
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
        { key: 'judul', header: t('halaman.judul') },
        { key: 'dosen_lama', header: t('halaman.pembimbing'), cell: (r) => `${r.dosen_lama ?? '-'} (${r.peran ? t(`peran.${r.peran}`) : '-'})` },
        { key: 'aksi', header: '', cell: (r) => <Button size="1" onClick={() => setTarget(r)} aria-label={`${t('halaman.tugaskan')} ${r.nama_mahasiswa}`}>{t('halaman.tugaskan')}</Button> },
      ]} />
      <Jendela terbuka={target !== null} onTutup={() => setTarget(null)} judul={t('halaman.tugaskan_pembimbing')} lebar="520px">
        {target ? (
          <Flex direction="column" gap="3">
            <Text size="2">{target.nim} — {target.nama_mahasiswa}: {target.judul}</Text>
            <label><Text as="div" size="2" weight="bold" mb="1">{t('halaman.dosen')}</Text>
              <select value={idDosen} onChange={(e) => setIdDosen(Number(e.target.value))} aria-label={t('halaman.dosen')} style={{ padding: 6, borderRadius: 4 }}>
                {dosen.map((d) => <option key={d.id_dosen} value={d.id_dosen}>{d.nama_dosen}</option>)}
              </select></label>
            <Flex justify="end"><Button disabled={busy || !idDosen} onClick={() => void assign()}>{t('halaman.tugaskan')}</Button></Flex>
          </Flex>
        ) : null}
      </Jendela>
    </PageBody>
  );
}
