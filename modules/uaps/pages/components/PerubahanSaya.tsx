import { Button, Card, Flex, Heading, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, notifySuccess, PagedList, useKirim } from '../../../../core/client';
import { PAGE_SIZE } from '../../../../core/contract/constants';
import { batalPerubahan, getPerubahan, simpanPerubahan, type JalurPerubahan } from '../../api';
import type { Perubahan } from '../../schemas';
import { StatusBadge } from './StatusBadge';
import { tampilWaktu } from './tampil';

/** A native select sized by its card, not by its longest option ('name — title' of a student is wider than a phone). */
export const SELECT_PENUH = { padding: 6, borderRadius: 4, width: '100%', maxWidth: '100%', minWidth: 0, textOverflow: 'ellipsis' } as const;

/**
 * The maker's side of a supervisor change: a form that drafts a request for one of `targets`
 * (student: a supervisor to change; lecturer: a supervision to leave), and the maker's requests
 * with submit and cancel where the workflow allows them.
 */
/** `judul`: the heading's level, h3 inside a page's card (the default), h2 where it is a section of its own. */
export function PerubahanSaya({ jalur, targets, judul = 'h3' }: { jalur: JalurPerubahan; targets: { id: number; label: string }[]; judul?: 'h2' | 'h3' }) {
  const { t } = useTranslation('uaps');
  const [store] = useState(() => createListStore<Perubahan>(({ page, perPage }) => getPerubahan(jalur, { page, per_page: perPage }), { perPage: PAGE_SIZE.SUPERVISOR_CHANGE }));
  const [target, setTarget] = useState(0);
  const [alasan, setAlasan] = useState('');
  const { busy, kirim } = useKirim();
  useEffect(() => { void store.load(1); }, [store]);
  useEffect(() => { setTarget((v) => v || targets[0]?.id || 0); }, [targets]);
  const run = async (work: () => Promise<unknown>, done: string) => {
    await kirim(async () => {
      await work();
      notifySuccess(done);
      void store.load();
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() => simpanPerubahan(jalur, jalur === 'mahasiswa' ? { id_dosen: target, alasan } : { id_tugas_akhir: target, alasan }).then(() => setAlasan('')), t('halaman.perubahan_tersimpan'));
  };
  return (
    <Card size="3">
      <Heading as={judul} size="3" mb="3">{t(`halaman.perubahan_${jalur}`)}</Heading>
      {targets.length ? (
        <form onSubmit={submit}>
          <Flex direction="column" gap="3" mb="4">
            <label><Text as="div" size="2" weight="bold" mb="1">{t(`halaman.perubahan_target_${jalur}`)}</Text>
              <select value={target} onChange={(e) => setTarget(Number(e.target.value))} aria-label={t(`halaman.perubahan_target_${jalur}`)} style={SELECT_PENUH}>
                {targets.map((x) => <option key={x.id} value={x.id}>{x.label}</option>)}
              </select></label>
            <label><Text as="div" size="2" weight="bold" mb="1">{t('halaman.alasan')}</Text>
              <TextArea value={alasan} onChange={(e) => setAlasan(e.target.value)} minLength={10} maxLength={2000} rows={3} required aria-label={t('halaman.alasan')} /></label>
            <Flex><Button type="submit" disabled={busy || !target}>{t('halaman.simpan_draf')}</Button></Flex>
          </Flex>
        </form>
      ) : null}
      <PagedList store={store} rowKey={(r) => r.id_perubahan} columns={[
        { key: 'created_at', header: t('halaman.tanggal'), cell: (r) => tampilWaktu(r.created_at) },
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa') },
        { key: 'dosen_lama', header: t('halaman.pembimbing') },
        { key: 'alasan', header: t('halaman.alasan') },
        { key: 'status', header: t('halaman.status'), cell: (r) => <StatusBadge status={r.status} /> },
        { key: 'catatan_validasi', header: t('halaman.catatan_prodi') },
        { key: 'aksi', header: '', cell: (r) => (
          <Flex gap="2">
            {['draft', 'revisi', 'dikembalikan'].includes(r.status) ? <Button size="1" disabled={busy} onClick={() => void run(() => simpanPerubahan(jalur, { id_perubahan: r.id_perubahan }), t('halaman.perubahan_diajukan'))}>{t('halaman.ajukan')}</Button> : null}
            {['draft', 'revisi'].includes(r.status) ? <Button size="1" color="red" variant="soft" disabled={busy} onClick={() => void run(() => batalPerubahan(jalur, r.id_perubahan), t('halaman.perubahan_dibatalkan'))}>{t('halaman.batalkan')}</Button> : null}
          </Flex>
        ) },
      ]} />
    </Card>
  );
}
