import { Button, Card, Flex, Grid, Heading, Text, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import { formatTanggal, notifySuccess, PageBody, PageHeader, useKirim } from '../../../core/client';
import { getPertemuan, patchSetting } from '../api';
import type { PertemuanDetail, SettingBody } from '../schemas';
import { createItemStore } from '../store';
import { DaftarHadir } from './components/DaftarHadir';
import { hrefOf } from './components/links';
import { LoadState } from './components/LoadState';
import { QrPanel } from './components/QrPanel';
import { StatusPertemuanBadge } from './components/StatusBadge';
import { formatRentangJam } from '../../../core/contract/format';

const jamWib = (iso: string | null) => (iso ? `${new Date(iso).toLocaleTimeString('id-ID', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit' })} WIB` : '-');

/**
 * /presensi/presensi-mahasiswa/pertemuan/detail/:uid (dsn00): open or close the meeting, set its
 * duration and QR rotation, show the rotating QR code (full screen for the projector) and watch
 * the attendance list fill.
 */
export default function DetailPertemuanPage() {
  const { t } = useTranslation('attendance');
  const { uid } = useParams<{ uid: string }>();
  const [store] = useState(() => createItemStore<PertemuanDetail>(() => getPertemuan(uid)));
  const snap = useSnapshot(store.state);
  const [durasi, setDurasi] = useState('');
  const [interval, setIntervalDetik] = useState('');
  const { busy, kirim } = useKirim();
  const p = snap.data;

  useEffect(() => void store.load(), [store]);
  useEffect(() => {
    if (p) {
      setDurasi(String(p.durasi_menit));
      setIntervalDetik(String(p.qr_interval_detik));
    }
  }, [p?.durasi_menit, p?.qr_interval_detik]); // eslint-disable-line react-hooks/exhaustive-deps
  // An open meeting closes by itself at ditutup_pada: reload then so the page says so.
  useEffect(() => {
    if (!p || p.status !== 'dibuka' || !p.ditutup_pada) return;
    const ms = Date.parse(p.ditutup_pada) - Date.now() + 1000;
    const timer = window.setTimeout(() => void store.refresh(), Math.max(1000, ms));
    return () => window.clearTimeout(timer);
  }, [p?.status, p?.ditutup_pada, store]); // eslint-disable-line react-hooks/exhaustive-deps

  const simpan = (body: SettingBody, pesan: string) => kirim(async () => {
    await patchSetting(uid, body);
    notifySuccess(pesan);
    await store.refresh();
  });
  const angka = (v: string) => (v.trim() === '' ? undefined : Number(v));
  const pengaturan = (): SettingBody => ({ durasi_menit: angka(durasi), qr_interval_detik: angka(interval) });

  return (
    <PageBody>
      <PageHeader
        title={p ? `${p.nama_mata_kuliah} — ${t('dosen.pertemuan_ke', { ke: p.pertemuan_ke })}` : t('dosen.detail_judul')}
        caption={p ? `${t('kolom.kelas')} ${p.nama_kelas} · ${formatTanggal(p.tanggal)} · ${formatRentangJam(p.jam_mulai, p.jam_selesai)}` : undefined}
        actions={p ? <Button asChild variant="soft"><Link href={hrefOf('pertemuan-kelas', { id_mata_kuliah: p.id_mata_kuliah, id_kelas: p.id_kelas, sks: p.sks })}>{t('aksi.kembali')}</Link></Button> : null}
      />
      <LoadState status={snap.status} error={snap.error} retry={() => void store.load()}>
        {p ? (
          <Flex direction="column" gap="4">
            <Grid columns={{ initial: '1', md: p.status === 'dibuka' ? '2' : '1' }} gap="4">
              <Card size="2">
                <Flex direction="column" gap="3">
                  <Flex align="center" gap="2">
                    <Heading as="h2" size="3">{t('dosen.status_pertemuan')}</Heading>
                    <StatusPertemuanBadge status={p.status} />
                  </Flex>
                  {p.status === 'dibuka' ? <Text size="2">{t('dosen.dibuka_sampai', { jam: jamWib(p.ditutup_pada) })}</Text> : null}
                  {p.status === 'ditutup' ? <Text size="2">{t('dosen.ditutup_pada', { jam: jamWib(p.ditutup_pada) })}</Text> : null}
                  {!p.hari_ini && p.status !== 'dibuka' ? <Text size="2" color="gray">{t('dosen.bukan_hari_ini')}</Text> : null}
                  <Grid columns="2" gap="3">
                    <label>
                      <Text as="div" size="2" weight="medium" mb="1">{t('dosen.durasi_menit')}</Text>
                      <TextField.Root type="number" min={1} max={600} value={durasi} onChange={(e) => setDurasi(e.target.value)} aria-label={t('dosen.durasi_menit')} />
                    </label>
                    <label>
                      <Text as="div" size="2" weight="medium" mb="1">{t('dosen.qr_interval')}</Text>
                      <TextField.Root type="number" min={3} max={600} value={interval} onChange={(e) => setIntervalDetik(e.target.value)} aria-label={t('dosen.qr_interval')} />
                    </label>
                  </Grid>
                  <Flex gap="2" wrap="wrap">
                    {p.status === 'dibuka' ? (
                      <Button color="red" disabled={busy} onClick={() => void simpan({ status: 'ditutup' }, t('dosen.berhasil_ditutup'))}>{t('aksi.tutup_pertemuan')}</Button>
                    ) : (
                      <Button disabled={busy || !p.hari_ini} onClick={() => void simpan({ ...pengaturan(), status: 'dibuka' }, t('dosen.berhasil_dibuka'))}>{t('aksi.buka_pertemuan')}</Button>
                    )}
                    <Button variant="soft" disabled={busy} onClick={() => void simpan(pengaturan(), t('dosen.pengaturan_disimpan'))}>{t('aksi.simpan_pengaturan')}</Button>
                  </Flex>
                </Flex>
              </Card>
              {p.status === 'dibuka' ? <QrPanel uid={uid} intervalDetik={p.qr_interval_detik} /> : null}
            </Grid>
            <DaftarHadir key={`${p.status}`} uid={uid} terbuka={p.status === 'dibuka'} terlaksana={p.status !== 'terjadwal'} />
          </Flex>
        ) : null}
      </LoadState>
    </PageBody>
  );
}
