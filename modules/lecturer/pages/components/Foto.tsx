import { Flex, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFotoDosen } from '../../api';

/** The lecturer's photo, fetched with the bearer token (GET biodata/dosen/foto); a placeholder when none is stored. */
export function Foto({ ada, versi }: { ada: boolean; versi: number }) {
  const { t } = useTranslation('lecturer');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!ada) return;
    let objectUrl: string | null = null;
    let live = true;
    getFotoDosen().then((blob) => live && setUrl((objectUrl = URL.createObjectURL(blob)))).catch(() => live && setUrl(null));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [ada, versi]);
  const box = { width: 96, height: 128, borderRadius: 6, background: 'var(--gray-a3)', objectFit: 'cover' as const };
  return url ? <img src={url} alt={t('halaman.foto')} style={box} /> : <Flex align="center" justify="center" style={box}><Text size="1" color="gray" align="center">{t('halaman.tanpa_foto')}</Text></Flex>;
}
