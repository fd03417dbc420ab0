/** Where a stretch of a composed document comes from: the part file whose root sits at `pointer` of the composed document. */
export interface PartOrigin {
  pointer: string;
  file: string;
}

/** Where a pointer of a composed document lies: the innermost part whose root is at or above it, else the document itself. */
export function originOf(
  origins: PartOrigin[] | undefined,
  file: string,
  pointer: string,
): { file: string; pointer: string } {
  const at = pointer === '/' ? '' : pointer;
  let best: PartOrigin | undefined;
  for (const o of origins ?? []) {
    if ((at === o.pointer || at.startsWith(`${o.pointer}/`)) && (!best || o.pointer.length >= best.pointer.length))
      best = o;
  }
  return best ? { file: best.file, pointer: at.slice(best.pointer.length) } : { file, pointer: at };
}
