import { Card, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** One course of a grade list: its name (with any badge), a line of details and the letter grade. */
export interface BarisNilai {
  key: number;
  judul: ReactNode;
  rincian: string;
  huruf: string;
}

/**
 * Grades as a phone shows them (`useLayarSempit`): one line per course with its letter grade at the
 * right edge, where a table of seven or eight columns put the grade past the screen's edge.
 */
export function DaftarNilai({ label, rows }: { label: string; rows: BarisNilai[] }) {
  return (
    <Card size="1" asChild>
      <ul aria-label={label} style={{ listStyle: 'none', margin: 0 }}>
        {rows.map((r, i) => (
          <li key={r.key} style={{ padding: 'var(--space-2) 0', borderTop: i ? '1px solid var(--gray-a4)' : undefined }}>
            <Flex justify="between" gap="3" align="start">
              <Text size="2">{r.judul}<Text as="div" size="1" color="gray">{r.rincian}</Text></Text>
              <Text size="3" weight="bold">{r.huruf}</Text>
            </Flex>
          </li>
        ))}
      </ul>
    </Card>
  );
}
