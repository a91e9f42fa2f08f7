/** A copy of `set` with `id` added (`on`) or removed: the tick of one checkbox in a selection. */
export function alihkan(set: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}
