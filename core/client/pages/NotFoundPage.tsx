import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** Shown for any path no route of the user's type matches (spec section 2). */
export function NotFoundPage() {
  const { t } = useTranslation('core');
  return (
    <Flex direction="column" align="center" gap="3" p="8" style={{ textAlign: 'center' }}>
      <Heading as="h1" size="7" color="gray">
        404
      </Heading>
      <Heading as="h2" size="5">
        {t('notFound.judul')}
      </Heading>
      <Text color="gray">{t('notFound.pesan')}</Text>
      <Button asChild>
        <Link href="/beranda">{t('notFound.kembali')}</Link>
      </Button>
    </Flex>
  );
}
