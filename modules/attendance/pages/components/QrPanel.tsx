import { Button, Callout, Card, Flex, Text } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, failureBody } from '../../../../core/client';
import { getQrcode } from '../../api';
import type { QrResponse } from '../../schemas';

/**
 * The QR code of an open meeting. It asks the server for a fresh signed token every
 * `intervalDetik` seconds (the token expires shortly after), shows the seconds left and can go
 * full screen for the projector.
 */
export function QrPanel({ uid, intervalDetik }: { uid: string; intervalDetik: number }) {
  const { t } = useTranslation('attendance');
  const [qr, setQr] = useState<QrResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(Date.now());
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let alive = true;
    const fetchQr = async () => {
      try {
        const next = await getQrcode(uid);
        if (alive) {
          setQr(next);
          setError(null);
        }
      } catch (e) {
        if (alive) setError(errorMessages(failureBody(e)).join(' ') || t('umum.gagal_memuat'));
      }
    };
    void fetchQr();
    const rotate = window.setInterval(fetchQr, intervalDetik * 1000);
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => {
      alive = false;
      window.clearInterval(rotate);
      window.clearInterval(tick);
    };
  }, [uid, intervalDetik, t]);

  const sisa = qr ? Math.max(0, Math.ceil((Date.parse(qr.diterbitkan) + intervalDetik * 1000 - now) / 1000)) : 0;
  const layarPenuh = () => {
    const el = box.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void el.requestFullscreen?.();
  };

  return (
    <Card size="3">
      <div ref={box} style={{ background: 'white', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 12, padding: 12 }}>
        {error ? (
          <Callout.Root color="red" role="alert"><Callout.Text>{error}</Callout.Text></Callout.Root>
        ) : qr ? (
          <>
            <img src={qr.qr} data-token={qr.token} alt={t('dosen.qr_alt')} style={{ width: 'min(80vh, 100%)', maxWidth: 520, aspectRatio: '1 / 1', imageRendering: 'pixelated' }} />
            <Text size="2" color="gray" role="timer">{t('dosen.qr_berganti', { detik: sisa })}</Text>
          </>
        ) : (
          <Text color="gray" role="status">{t('umum.memuat')}</Text>
        )}
      </div>
      <Flex justify="center" mt="3">
        <Button variant="soft" onClick={layarPenuh}>{t('aksi.layar_penuh')}</Button>
      </Flex>
    </Card>
  );
}
