/**
 * What an importer made of each source file: rows read, kept, and dropped by
 * reason (docs/decisions/0061-import-counts.md). The places import and the
 * FAA import report in this one shape; the admin's Data tab shows it.
 * Client-safe.
 */

export type ImportKind = "places" | "faa";

export interface FileCounts {
  /** Who publishes the file: 'imls', 'alltheplaces', 'faa' … */
  source: string;
  /** The file's name as bundled or downloaded. */
  file: string;
  read: number;
  kept: number;
  /** Rows left out, by reason ('no coordinates': 31). */
  dropped: Record<string, number>;
  /** Rows whose text the reader changed (an address cleaned), by what changed, counted as read (before merging); places only, not stored. */
  changed?: Record<string, number>;
}

/** Counts one file's rows as a reader goes: every row read is kept unless dropped with a reason. */
export class FileTally {
  private readCount = 0;
  private drops = new Map<string, number>();
  private changes = new Map<string, number>();
  constructor(
    readonly source: string,
    readonly file: string,
  ) {}
  read(n = 1): void {
    this.readCount += n;
  }
  drop(reason: string, n = 1): void {
    this.drops.set(reason, (this.drops.get(reason) ?? 0) + n);
  }
  /** A row's text changed from the source's (an address cleaned), counted by what changed. */
  change(reason: string, n = 1): void {
    this.changes.set(reason, (this.changes.get(reason) ?? 0) + n);
  }
  counts(): FileCounts {
    const byCount = (m: Map<string, number>) =>
      Object.fromEntries([...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
    const dropped = byCount(this.drops);
    const droppedTotal = [...this.drops.values()].reduce((a, b) => a + b, 0);
    const counts: FileCounts = {
      source: this.source,
      file: this.file,
      read: this.readCount,
      kept: this.readCount - droppedTotal,
      dropped,
    };
    if (this.changes.size) counts.changed = byCount(this.changes);
    return counts;
  }
}

/** 'read 7,961 · kept 7,900 · dropped 61 (no coordinates 21, …)' for logs and the command line. */
export function countsLine(c: FileCounts): string {
  const n = (x: number) => x.toLocaleString("en-US");
  const drops = Object.entries(c.dropped);
  const total = drops.reduce((a, [, v]) => a + v, 0);
  const why = drops.length ? ` (${drops.map(([k, v]) => `${k} ${n(v)}`).join(", ")})` : "";
  const changes = Object.entries(c.changed ?? {});
  const changed = changes.length ? `; changed ${changes.map(([k, v]) => `${k} ${n(v)}`).join(", ")}` : "";
  return `${c.file}: read ${n(c.read)}, kept ${n(c.kept)}, dropped ${n(total)}${why}${changed}`;
}
