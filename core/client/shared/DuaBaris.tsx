import { Box, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** A cell of two lines: what it is (a course's name, a day and time), and under it in small gray type what tells it apart (its code, the room). */
export function DuaBaris({ utama, keterangan, tebal = false }: { utama: ReactNode; keterangan: ReactNode; tebal?: boolean }) {
  return (
    <Box>
      <Text weight={tebal ? 'medium' : undefined}>{utama}</Text>
      <Text as="div" size="1" color="gray">{keterangan}</Text>
    </Box>
  );
}
