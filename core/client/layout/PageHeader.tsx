import type { ReactNode } from 'react';
import { Box, Flex, Heading, Text } from '@radix-ui/themes';

/** The title block of a page: heading, optional caption and actions on the right. */
export function PageHeader({ title, caption, actions }: { title: ReactNode; caption?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex justify="between" align="start" gap="3" wrap="wrap" mb="4">
      <Box>
        <Heading as="h1" size="6">
          {title}
        </Heading>
        {caption ? (
          <Text as="p" color="gray" size="2" mt="1">
            {caption}
          </Text>
        ) : null}
      </Box>
      {actions ? <Flex gap="2">{actions}</Flex> : null}
    </Flex>
  );
}

/** The content area of a page: readable width and padding that shrink on a phone. */
export function PageBody({ children }: { children: ReactNode }) {
  return <Box className="siakad-page">{children}</Box>;
}
