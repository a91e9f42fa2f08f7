import { Flex, Text, TextField } from '@radix-ui/themes';
import { IsianBulan } from '../../../../core/client';

/** A labelled text field of the settings dialogs (the label names it for screen readers and tests). */
export function Isian({ id, label, value, onChange, inputMode, type, min, maxLength }: {
  id: string; label: string; value: string; onChange: (v: string) => void;
  inputMode?: 'numeric'; type?: 'month'; min?: string; maxLength?: number;
}) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" htmlFor={id}>{label}</Text>
      {type === 'month'
        ? <IsianBulan id={id} value={value} min={min} onChange={(e) => onChange(e.target.value)} />
        : <TextField.Root id={id} value={value} inputMode={inputMode} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />}
    </Flex>
  );
}
