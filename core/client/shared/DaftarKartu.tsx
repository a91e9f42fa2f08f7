import { Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/**
 * A list a phone shows instead of a table (`useLayarSempit`): a `<ul>` named like the table it stands
 * in for, one `<li>` per row, stacked without bullets. `gap` spaces cards; 0 for ruled lines.
 */
export function DaftarKartu({ label, gap = '2', children }: { label: string; gap?: '0' | '2'; children: ReactNode }) {
  return (
    <Flex direction="column" gap={gap} asChild>
      <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>{children}</ul>
    </Flex>
  );
}
