/** Applies an RFC 7396 JSON Merge Patch and returns a new value; the target is never mutated. */
export function mergePatch<T>(target: T, patch: unknown): T {
  if (!isObject(patch)) return patch as T;
  const result: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result as T;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
