/** Id of a field's bare label text, so widgets can be named by it without the required marker. */
export function labelId(id: string): string {
  return `${id}__label`;
}
