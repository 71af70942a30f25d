/**
 * Every source row accounted for (issue 19): an importer counts, per file, the rows it read,
 * kept, and dropped by reason, so that read = kept + every dropped reason.
 */
export class FileCount {
  read = 0;
  kept = 0;
  readonly dropped: Record<string, number> = {};

  constructor(readonly file: string) {}

  keep(): void {
    this.kept++;
  }

  drop(reason: string): void {
    this.dropped[reason] = (this.dropped[reason] ?? 0) + 1;
  }

  droppedTotal(): number {
    return Object.values(this.dropped).reduce((sum, n) => sum + n, 0);
  }

  /** A row neither kept nor dropped (or counted twice) is a bug in the importer: it stops the import. */
  assertAccounted(): void {
    if (this.read !== this.kept + this.droppedTotal())
      throw new Error(
        `${this.file}: ${this.read} rows read but ${this.kept} kept and ${this.droppedTotal()} dropped (an importer bug)`,
      );
  }
}

const n = (x: number) => x.toLocaleString("en-US");

/** 'ATC_BASE.csv: 3,596 read, 3,501 kept, 95 dropped (54 outside the US, 41 no airport with this location id)'. */
export function formatFileCount(c: Pick<FileCount, "file" | "read" | "kept" | "dropped">): string {
  const reasons = Object.entries(c.dropped)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([reason, count]) => `${n(count)} ${reason}`);
  const dropped = reasons.length ? `, ${n(c.read - c.kept)} dropped (${reasons.join(", ")})` : ", none dropped";
  return `${c.file}: ${n(c.read)} read, ${n(c.kept)} kept${dropped}`;
}
