/** A data path as dot-separated keys; array indexes are plain numbers ('positionen.0.anzahl'). */
export type DataPath = string;

/** Splits a path into keys; the empty path is the whole document. */
export function splitPath(path: DataPath): string[] {
  return path === '' ? [] : path.split('.');
}

/** Reads the value at a path, or undefined when any step is missing. */
export function getAt(data: unknown, path: DataPath): unknown {
  let node = data;
  for (const key of splitPath(path)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Returns a copy of data with value at path; only the objects on the path are copied, so
 * untouched branches keep their identity and memoised views of them stay valid.
 */
export function setAt<T>(data: T, path: DataPath, value: unknown): T {
  const keys = splitPath(path);
  if (!keys.length) return value as T;
  const [head, ...rest] = keys;
  const container = (data ?? (/^\d+$/.test(head) ? [] : {})) as Record<string, unknown>;
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<string, unknown>;
  copy[head] = setAt(container[head], rest.join('.'), value);
  return copy as T;
}

/** Tells whether one path lies on the other's branch (equal, ancestor or descendant). */
export function related(a: DataPath, b: DataPath): boolean {
  if (a === b || a === '' || b === '') return true;
  return a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
}
