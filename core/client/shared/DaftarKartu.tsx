import { Card, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/**
 * A list a phone shows instead of a table (`useLayarSempit`): a `<ul>` named like the table it stands
 * in for, one `<li>` per row, stacked without bullets. `gap` spaces cards; 0 for ruled lines.
 * `petak` sets the cards side by side as the width allows (a table too wide for a laptop's page, TabelData).
 */
export function DaftarKartu({ label, gap = '2', busy, petak = false, children }: { label?: string; gap?: '0' | '2'; busy?: boolean; petak?: boolean; children: ReactNode }) {
  return (
    <Flex direction="column" gap={gap} asChild>
      <ul aria-label={label} aria-busy={busy} className={petak ? 'siakad-kartu-petak' : undefined} style={{ listStyle: 'none', margin: 0, padding: 0 }}>{children}</ul>
    </Flex>
  );
}

/** One row of a DaftarKartu: a bold first line, the table's other columns stacked under it, its button or badge at the bottom right. */
export function KartuBaris({ judul, baris, aksi }: { judul: ReactNode; baris: ReactNode[]; aksi?: ReactNode }) {
  return (
    <li>
      <Card size="2">
        <Text as="div" weight="bold">{judul}</Text>
        {baris.map((b, i) => <Text key={i} as="div" size="2" color="gray">{b}</Text>)}
        {aksi ? <Flex justify="end" mt="2">{aksi}</Flex> : null}
      </Card>
    </li>
  );
}
