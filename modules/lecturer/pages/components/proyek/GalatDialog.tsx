import { Callout } from '@radix-ui/themes';

/** The server's refusal of a dialog's step, shown in the dialog next to what was typed. */
export function GalatDialog({ galat }: { galat: string[] }) {
  if (!galat.length) return null;
  return (
    <Callout.Root color="red" role="alert" mt="3">
      {galat.map((g) => <Callout.Text key={g}>{g}</Callout.Text>)}
    </Callout.Root>
  );
}
