import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

/** One labelled field of the form. */
export function Isian({ id, label, mt, children }: { id: string; label: string; mt?: '3'; children: ReactNode }) {
  return (
    <Flex direction="column" gap="1" mt={mt}>
      <Text as="label" size="2" htmlFor={id}>{label}</Text>
      {children}
    </Flex>
  );
}

/** A native select (reliable with keyboards, screen readers and tests) with an empty first choice. */
export function Pilihan({ id, value, disabled, kosong, options, onChange }: {
  id: string; value: string; disabled: boolean; kosong: string; options: Array<[string, string]>; onChange: (value: string) => void;
}) {
  return (
    <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
      <option value="">{kosong}</option>
      {options.map(([v, label]) => <option key={v} value={v}>{label}</option>)}
    </select>
  );
}
