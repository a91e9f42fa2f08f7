import { Button, Callout, Card, Flex, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { errorMessages, failureBody, PageBody, PageHeader } from '../../../core/client';
import { scanQrcode } from '../api';
import { hrefOf } from './components/links';

type Hasil = { jenis: 'berhasil' | 'info' | 'gagal'; pesan: string } | null;

/**
 * /presensi/pertemuan/scan-qr-pertemuan/:pertemuan_ke/:id_mata_kuliah/:id_kelas/:id_semester_registrasi
 * (mhs00): opens the camera with @zxing/browser (this page is its own lazy chunk: zxing is big),
 * reads the lecturer's QR code and sends it; the answer (recorded, already recorded, or why it
 * was refused) is shown, and 'Pindai lagi' restarts the camera.
 */
export default function ScanQrPage() {
  const { t } = useTranslation('attendance');
  const params = useParams<{ pertemuan_ke: string; id_mata_kuliah: string; id_kelas: string; id_semester_registrasi: string }>();
  const video = useRef<HTMLVideoElement>(null);
  const [putaran, setPutaran] = useState(0);
  const [kamera, setKamera] = useState<'menyalakan' | 'memindai' | 'mengirim' | 'selesai' | 'galat'>('menyalakan');
  const [hasil, setHasil] = useState<Hasil>(null);

  useEffect(() => {
    let stopped = false;
    let controls: { stop(): void } | null = null;
    setKamera('menyalakan');
    setHasil(null);
    (async () => {
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        const reader = new BrowserQRCodeReader();
        controls = await reader.decodeFromVideoDevice(undefined, video.current!, (result) => {
          if (!result || stopped) return;
          stopped = true;
          controls?.stop();
          setKamera('mengirim');
          void kirim(result.getText());
        });
        if (stopped) controls.stop();
        else setKamera('memindai');
      } catch {
        if (!stopped) {
          setKamera('galat');
          setHasil({ jenis: 'gagal', pesan: t('mahasiswa.kamera_gagal') });
        }
      }
    })();
    return () => {
      stopped = true;
      controls?.stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [putaran]);

  async function kirim(token: string) {
    try {
      const res = await scanQrcode({ token, id_kelas: Number(params.id_kelas) });
      setHasil({ jenis: res.tercatat ? 'berhasil' : 'info', pesan: res.message });
    } catch (error) {
      setHasil({ jenis: 'gagal', pesan: errorMessages(failureBody(error)).join(' ') || t('mahasiswa.scan_gagal') });
    } finally {
      setKamera('selesai');
    }
  }

  const warna = hasil?.jenis === 'berhasil' ? 'green' : hasil?.jenis === 'info' ? 'blue' : 'red';
  return (
    <PageBody>
      <PageHeader
        title={t('mahasiswa.scan_judul', { ke: params.pertemuan_ke })}
        caption={t('mahasiswa.scan_keterangan')}
        actions={<Button asChild variant="soft"><Link href={hrefOf('pertemuan-mahasiswa', params)}>{t('aksi.kembali')}</Link></Button>}
      />
      <Flex direction="column" gap="3" style={{ maxWidth: 520 }}>
        {hasil ? (
          <Callout.Root color={warna} role={hasil.jenis === 'gagal' ? 'alert' : 'status'}>
            <Callout.Text>{hasil.pesan}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Card>
          <video ref={video} muted playsInline style={{ width: '100%', display: kamera === 'selesai' || kamera === 'galat' ? 'none' : 'block', background: '#000' }} aria-label={t('mahasiswa.kamera')} />
          <Text as="p" size="2" color="gray" mt="2" role="status">{t(`mahasiswa.kamera_${kamera}`)}</Text>
        </Card>
        {kamera === 'selesai' || kamera === 'galat' ? (
          <Flex gap="2">
            <Button onClick={() => setPutaran((n) => n + 1)}>{t('aksi.pindai_lagi')}</Button>
            <Button asChild variant="soft"><Link href={hrefOf('pertemuan-mahasiswa', params)}>{t('aksi.lihat_pertemuan')}</Link></Button>
          </Flex>
        ) : null}
      </Flex>
    </PageBody>
  );
}
