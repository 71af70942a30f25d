/**
 * A tiny terminal progress bar. On a TTY it redraws one line; elsewhere (CI,
 * pipes, tests) it prints a line every ~10% so logs stay short.
 */
import { formatFileCount } from "~/lib/row-counts";
import type { ImportSummary } from "~/services/faa-import.server";
import { headingCheckText } from "~/services/runway-heading-check.server";

export interface Progress {
  update(done: number, total: number, phase?: string): void;
  done(message?: string): void;
}

export interface ProgressOptions {
  stream?: NodeJS.WriteStream;
  /** Force TTY or line mode (default: the stream's isTTY). */
  tty?: boolean;
  width?: number;
  /** Formats done/total for display (e.g. as megabytes). */
  format?: (done: number, total: number) => string;
}

export function createProgress(label: string, opts: ProgressOptions = {}): Progress {
  const stream = opts.stream ?? process.stdout;
  const tty = opts.tty ?? !!stream.isTTY;
  const width = opts.width ?? 30;
  const format = opts.format ?? ((d, t) => `${d.toLocaleString("en-US")}/${t.toLocaleString("en-US")}`);
  let lastStep = -1;
  let lastDraw = 0;
  let drawn = false;

  return {
    update(done, total, phase) {
      const ratio = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0;
      const pct = Math.floor(ratio * 100);
      const detail = `${total > 0 ? `${String(pct).padStart(3)}% ` : ""}${format(done, total)}${phase ? ` ${phase}` : ""}`;
      if (tty) {
        const now = Date.now();
        if (now - lastDraw < 50 && ratio < 1) return;
        lastDraw = now;
        const filled = Math.round(ratio * width);
        stream.write(`\r\x1b[2K${label} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${detail}`);
        drawn = true;
      } else {
        const step = total > 0 ? Math.floor(pct / 10) : -1;
        if (step <= lastStep) return;
        lastStep = step;
        stream.write(`${label} ${detail}\n`);
      }
    },
    done(message) {
      if (tty && drawn) stream.write("\r\x1b[2K");
      if (message) stream.write(`${label} ${message}\n`);
    },
  };
}

export const formatMegabytes = (done: number, total: number) =>
  total > 0 ? `${(done / 1048576).toFixed(1)}/${(total / 1048576).toFixed(1)} MB` : `${(done / 1048576).toFixed(1)} MB`;

/** Prints what an import loaded, and (unless `files` is false) each file's rows read, kept and dropped. */
export function printSummary(
  summary: ImportSummary,
  stream: NodeJS.WriteStream = process.stdout,
  opts: { files?: boolean } = {},
): void {
  const n = (x: number) => x.toLocaleString("en-US");
  const lines = [
    `Imported ${summary.label} (effective ${summary.effectiveDate})`,
    `  facilities:   ${n(summary.facilities)}`,
    `  searchable:   ${n(summary.searchable)}`,
    `  runways:      ${n(summary.runways)}`,
    `  runway ends:  ${n(summary.runwayEnds)}`,
    `  remarks:      ${n(summary.remarks)}`,
    `  headings:     ${headingCheckText(summary.headings)}`,
  ];
  if (summary.skippedNoCoordinates) lines.push(`  skipped (no coordinates): ${n(summary.skippedNoCoordinates)}`);
  if (summary.skippedNoName) lines.push(`  skipped (no name): ${n(summary.skippedNoName)}`);
  if (opts.files !== false)
    for (const c of [...summary.files, ...(summary.attendance?.files ?? [])]) lines.push(`  ${formatFileCount(c)}`);
  stream.write(lines.join("\n") + "\n");
}
