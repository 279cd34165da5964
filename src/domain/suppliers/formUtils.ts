/** Pure helpers of the document source views. */
type Errors = { [key: string]: string | Errors | Errors[] };

/** `{ 'identifiers.1.value': m }` → `{ identifiers: [<empty>, { value: m }] }`, so tabs and array rows show their errors. */
export function nestErrors(flat: Record<string, string>): Errors {
  const out: Errors = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = out as Record<string, unknown>;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) {
        node[key] = message;
        return;
      }
      node[key] ??= /^\d+$/.test(keys[i + 1]) ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return out;
}
