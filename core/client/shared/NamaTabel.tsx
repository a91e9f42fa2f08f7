import { VisuallyHidden } from '@radix-ui/themes';

/**
 * A table's name for screen readers, as the first child of `Table.Root`. Radix puts a Root's own
 * props (aria-label among them) on its scroll box, not on the `<table>`; a caption is what names it.
 */
export function NamaTabel({ nama }: { nama: string }) {
  return <VisuallyHidden asChild><caption>{nama}</caption></VisuallyHidden>;
}
