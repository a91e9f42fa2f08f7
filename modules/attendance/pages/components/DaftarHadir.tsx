import { Button, Flex, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { notifySuccess, TabelData, useKirim, type PagedColumn } from '../../../../core/client';
import { getMahasiswaPertemuan, updateKehadiran, updateKehadiranSekaligus } from '../../api';
import type { MahasiswaKehadiran, MahasiswaPertemuanResponse, StatusKehadiran } from '../../schemas';
import { createItemStore } from '../../store';
import { LoadState } from './LoadState';
import { StatusKehadiranBadge } from './StatusBadge';

const STATUS: StatusKehadiran[] = ['hadir', 'izin', 'sakit', 'alpa'];
/** How often the list is reloaded while the meeting is open (students are scanning). */
const POLL_MS = 3000;

/**
 * The enrolled students of a meeting and their attendance. While the meeting is open the list
 * reloads every few seconds so the lecturer sees it fill; one student or all remaining ones can be
 * corrected once the meeting has been held.
 */
export function DaftarHadir({ uid, terbuka, terlaksana }: { uid: string; terbuka: boolean; terlaksana: boolean }) {
  const { t } = useTranslation('attendance');
  const [store] = useState(() => createItemStore<MahasiswaPertemuanResponse>(() => getMahasiswaPertemuan(uid)));
  const snap = useSnapshot(store.state);
  const [sekaligus, setSekaligus] = useState<StatusKehadiran>('alpa');
  const { busy, kirim } = useKirim();

  useEffect(() => {
    void store.load();
    if (!terbuka) return;
    const timer = window.setInterval(() => void store.refresh(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [store, terbuka]);

  const simpan = (kerja: () => Promise<{ message: string }>) => kirim(async () => {
    notifySuccess((await kerja()).message);
    await store.refresh();
  });
  const ubah = (id_mahasiswa: number, status: StatusKehadiran) => simpan(() => updateKehadiran({ uid, id_mahasiswa, status }));
  const ubahSemua = () => simpan(() => updateKehadiranSekaligus({ uid, status: sekaligus }));
  const r = snap.data?.ringkasan;
  const kolom: PagedColumn<MahasiswaKehadiran>[] = [
    { key: 'nim', header: t('kolom.nim'), cell: (m) => m.nim },
    { key: 'nama', header: t('kolom.nama'), rowHeader: true, cell: (m) => m.nama_mahasiswa },
    { key: 'status', header: t('kolom.status'), cell: (m) => <><StatusKehadiranBadge status={m.status} />{m.via ? <Text size="1" color="gray"> {t(`via.${m.via}`)}</Text> : null}</> },
    { key: 'waktu', header: t('kolom.waktu'), cell: (m) => (m.waktu ? `${new Date(m.waktu).toLocaleTimeString('id-ID', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit' })} WIB` : '-') },
  ];
  if (terlaksana) {
    kolom.push({
      key: 'ubah', header: t('kolom.ubah'), cell: (m) => (
        <select aria-label={t('dosen.ubah_status_nama', { nama: m.nama_mahasiswa })} value={m.status ?? ''} disabled={busy}
          onChange={(e) => e.target.value && void ubah(m.id_mahasiswa, e.target.value as StatusKehadiran)}>
          <option value="" disabled>{t('status_kehadiran.belum')}</option>
          {STATUS.map((s) => <option key={s} value={s}>{t(`status_kehadiran.${s}`)}</option>)}
        </select>
      ),
    });
  }

  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" wrap="wrap" gap="2">
        <Text weight="bold" aria-live="polite">
          {r ? t('dosen.ringkasan', { hadir: r.hadir, total: r.total, izin: r.izin, sakit: r.sakit, alpa: r.alpa, belum: r.belum }) : t('dosen.daftar_hadir')}
        </Text>
        {terlaksana ? (
          <Flex gap="2" align="center" wrap="wrap">
            <Text size="2">{t('dosen.tandai_belum')}</Text>
            <select aria-label={t('dosen.status_sekaligus')} value={sekaligus} onChange={(e) => setSekaligus(e.target.value as StatusKehadiran)}>
              {STATUS.map((s) => <option key={s} value={s}>{t(`status_kehadiran.${s}`)}</option>)}
            </select>
            <Button size="1" disabled={busy} onClick={() => void ubahSemua()}>{t('aksi.simpan_sekaligus')}</Button>
          </Flex>
        ) : null}
      </Flex>
      <LoadState status={snap.status} error={snap.error} retry={() => void store.load()}>
        {!snap.data?.data.length ? <Text color="gray">{t('dosen.tidak_ada_mahasiswa')}</Text> : (
          <TabelData columns={kolom} rows={snap.data.data} rowKey={(m) => m.id_mahasiswa} nama={t('dosen.daftar_hadir')} />
        )}
      </LoadState>
    </Flex>
  );
}
