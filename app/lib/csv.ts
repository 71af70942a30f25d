/**
 * Parses CSV text (RFC 4180: quoted fields, "" escapes, CR/LF/CRLF line ends,
 * embedded newlines in quotes). A leading UTF-8 BOM is dropped. Yields one
 * array of raw strings per record; blank lines are skipped.
 */
export function* parseCsv(text: string): Generator<string[]> {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  let row: string[] = [];
  let field = "";
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      // Quoted field: read to the closing quote.
      i++;
      let start = i;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q < 0) {
          field += text.slice(start);
          i = n;
          break;
        }
        if (text.charCodeAt(q + 1) === 34) {
          field += text.slice(start, q + 1);
          i = q + 2;
          start = i;
          continue;
        }
        field += text.slice(start, q);
        i = q + 1;
        break;
      }
      // Any characters between the closing quote and the delimiter are kept (lenient).
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 44 || d === 10 || d === 13) break;
        field += text[i];
        i++;
      }
    } else if (c === 44 /* , */) {
      row.push(field);
      field = "";
      i++;
    } else if (c === 10 || c === 13) {
      row.push(field);
      field = "";
      i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
      if (!(row.length === 1 && row[0] === "")) yield row;
      row = [];
    } else {
      // Unquoted run up to the next delimiter or line end.
      let j = i;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === 44 || d === 10 || d === 13) break;
        j++;
      }
      field += text.slice(i, j);
      i = j;
    }
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    if (!(row.length === 1 && row[0] === "")) yield row;
  }
}

/** A CSV file read into rows, with columns looked up by (case-insensitive) header name. */
export class CsvTable {
  readonly header: string[];
  readonly rows: string[][];
  private readonly index: Map<string, number>;

  constructor(
    text: string,
    readonly name = "CSV",
  ) {
    const records = parseCsv(text);
    const first = records.next();
    this.header = first.done ? [] : first.value.map((h) => h.trim());
    this.index = new Map();
    this.header.forEach((h, i) => {
      const key = h.toUpperCase();
      if (!this.index.has(key)) this.index.set(key, i);
    });
    this.rows = [...records];
  }

  has(column: string): boolean {
    return this.index.has(column.toUpperCase());
  }

  /** An accessor for one column: the trimmed value, '' when the column is absent. */
  col(column: string): (row: string[]) => string {
    const i = this.index.get(column.toUpperCase());
    if (i === undefined) return () => "";
    return (row) => (row[i] ?? "").trim();
  }

  /** Throws a clear error when a required column is missing. */
  require(...columns: string[]): void {
    const missing = columns.filter((c) => !this.has(c));
    if (missing.length) throw new Error(`${this.name} has no column ${missing.join(", ")}`);
  }
}
