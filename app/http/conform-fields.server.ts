/**
 * The fields conform may read. Conform turns a name into a path ('stops[2].name'), and its
 * cost is the path's, not the bytes': 'x[99999999]' makes an array of a hundred million
 * slots (the server ran out of memory on one 14-byte field), a name of 20,000 dots overflows
 * its stack. No form of the app names a list longer than its field cap or nests more than a
 * few levels, so such a name is dropped before any parser sees it, as an unknown field is;
 * the form is then read as if it had not been sent.
 */

/** Longest list a form may name (index 0 to 999): the default field cap (app/use-cases/use-case.ts). */
export const MAX_LIST_INDEX = 999;
/** Deepest path a form may name: 'stops[2].name' is 3. */
export const MAX_NAME_DEPTH = 6;

/** Whether conform may read a field of this name. */
export function isReadableFieldName(name: string): boolean {
  let depth = 1;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c === 0x2e /* . */ || c === 0x5b /* [ */) if (++depth > MAX_NAME_DEPTH) return false;
  }
  for (const m of name.matchAll(/\[(\d+)\]/g)) if (m[1].length > 3 || Number(m[1]) > MAX_LIST_INDEX) return false;
  return true;
}

/** The form without the fields conform must not read (the same object when it has none). */
export function conformFields<T extends FormData | URLSearchParams>(fields: T): T {
  let unreadable = false;
  for (const name of fields.keys()) if (!isReadableFieldName(name)) unreadable = true;
  if (!unreadable) return fields;
  if (fields instanceof URLSearchParams) {
    const kept = new URLSearchParams();
    for (const [name, value] of fields as URLSearchParams) if (isReadableFieldName(name)) kept.append(name, value);
    return kept as T;
  }
  const kept = new FormData();
  for (const [name, value] of fields.entries()) if (isReadableFieldName(name)) kept.append(name, value);
  return kept as T;
}
