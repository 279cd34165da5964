type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** Recursively merges plain objects; later sources win; functions and arrays are replaced. */
export function mergeDeep<T extends object>(...sources: object[]): T {
  const out: Plain = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      const current = out[key];
      out[key] = isPlain(current) && isPlain(value) ? mergeDeep(current, value) : value;
    }
  }
  return out as T;
}
