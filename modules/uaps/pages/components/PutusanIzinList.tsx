import { Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PagedList, type ListStore } from '../../../../core/client';
import { putusanIzin } from '../../api';
import type { IzinPerubahan } from '../../schemas';
import { BerkasIzin, Catatan } from './IzinPerubahanSaya';
import { StatusBadge } from './StatusBadge';
import { useAksi } from './useAksi';
import { ALASAN_MINIMAL, mintaAlasan } from './alasan';

/**
 * Title-change requests for a decider: the main supervisor (`pembimbing`) or programme staff
 * (`prodi`). Approve and return buttons appear only where the workflow offers them to this party;
 * a return asks for its reason.
 */
export function PutusanIzinList({ pihak, store }: { pihak: 'pembimbing' | 'prodi'; store: ListStore<IzinPerubahan> }) {
  const { t } = useTranslation('uaps');
  const aksi = useAksi(store);
  const busy = aksi.busy;
  const run = (body: { id_izin_perubahan: number; aksi: 'setujui' | 'kembalikan'; catatan?: string }) =>
    aksi.run(() => putusanIzin(pihak, body), t(body.aksi === 'setujui' ? 'izin.halaman.izin_disetujui' : 'izin.halaman.izin_dikembalikan'));
  return (
    <PagedList store={store} rowKey={(r) => r.id_izin_perubahan} columns={[
      { key: 'nama_mahasiswa', header: t('halaman.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
      { key: 'judul_baru', header: t('izin.halaman.judul_baru'), cell: (r) => <><Text as="div">{r.judul_baru}</Text><Text as="div" size="1" color="gray">{t('izin.halaman.judul_lama')}: {r.judul_lama}</Text></> },
      { key: 'alasan', header: t('halaman.alasan') },
      ...(pihak === 'prodi' ? [{ key: 'pembimbing_utama', header: t('izin.halaman.pembimbing_utama') }] : []),
      { key: 'status', header: t('halaman.status'), cell: (r) => <StatusBadge status={r.status} /> },
      { key: 'catatan', header: t('izin.halaman.catatan'), cell: (r) => <Catatan row={r} /> },
      { key: 'aksi', header: '', cell: (r) => (
        <Flex gap="2" direction="column" align="start">
          {r.nama_berkas ? <BerkasIzin row={r} /> : null}
          {r.aksi.includes(`setujui_${pihak}`) ? (
            <Button size="1" color="green" disabled={busy} aria-label={`${t('izin.halaman.setujui')} ${r.nama_mahasiswa}`} onClick={() => void run({ id_izin_perubahan: r.id_izin_perubahan, aksi: 'setujui' })}>{t('izin.halaman.setujui')}</Button>
          ) : null}
          {r.aksi.includes(`kembalikan_${pihak}`) ? (
            <Button size="1" color="amber" variant="soft" disabled={busy} aria-label={`${t('halaman.kembalikan')} ${r.nama_mahasiswa}`}
              onClick={async () => { const c = await mintaAlasan(t('halaman.alasan_kembali'), t('halaman.alasan_wajib', { minimal: ALASAN_MINIMAL })); if (c !== null) void run({ id_izin_perubahan: r.id_izin_perubahan, aksi: 'kembalikan', catatan: c }); }}>{t('halaman.kembalikan')}</Button>
          ) : null}
        </Flex>
      ) },
    ]} />
  );
}
