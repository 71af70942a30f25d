/**
 * A page's loader data handed to the browser as one JSON text instead of as a value React Router
 * encodes field by field (docs/decisions/0110-page-data-as-json-text.md). React Router's encoding
 * (turbo-stream) walks every value in JavaScript; a page with dozens of places and their fields
 * spent more time there than the JSON twin spends on its whole answer. `JSON.stringify` does the
 * same work natively, and the browser reads it back with one `JSON.parse`.
 *
 * Only for data that is JSON already (no Date, Map, undefined fields or promises): the use cases
 * whose JSON twins send the same values.
 */
export type PageDataText<T> = string & { readonly __pageData?: T };

export const pageDataText = <T>(value: T) => JSON.stringify(value) as PageDataText<T>;

/**
 * The last text read, and its value: a page's meta and its component read the same text once. A
 * component keeps its own value with `useMemo` on the text: another page's text read meanwhile
 * replaces this one.
 */
let last: { text: string; value: unknown } | undefined;

/** The value of a page's data text; the same object for the same text, never to be changed. */
export function readPageData<T>(text: PageDataText<T>): T {
  if (last?.text !== text) last = { text, value: JSON.parse(text) as unknown };
  return last.value as T;
}
