/**
 * The "Routes and their use cases" table of docs/architecture.md, made from
 * app/routes.ts and each route module's ROUTE_FACTS (app/http/json-door.server.ts).
 * `npm run docs:routes` writes it (scripts/write-route-table.ts); tests/unit/use-case-list.test.ts checks the doc
 * still says what the code does.
 */
import fs from "node:fs";
import path from "node:path";
import { ROUTE_FACTS } from "../server/edge-contract.mjs";

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  id?: string;
  children?: RouteEntry[];
}
interface Facts {
  methods?: string[];
  useCases?: Record<string, string>;
}

export const BEGIN = "<!-- routes:begin (npm run docs:routes) -->";
export const END = "<!-- routes:end -->";
export const DOC = path.join(import.meta.dirname, "..", "docs", "architecture.md");

function flatten(entries: RouteEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((e) => {
    const full = e.index ? parent || "/" : `${parent}/${e.path ?? ""}`.replace(/\/+/g, "/");
    return [{ path: full, file: e.file }, ...flatten(e.children ?? [], full)];
  });
}

const factsOf = (fn: unknown): Facts =>
  (typeof fn === "function" ? (fn as unknown as Record<string, Facts | undefined>)[ROUTE_FACTS] : undefined) ?? {};

export async function routeTable(): Promise<string> {
  const routes = ((await import("../app/routes")) as { default: RouteEntry[] }).default;
  const rows = ["| Path | Module | Methods | Use case of each door |", "| --- | --- | --- | --- |"];
  for (const route of flatten(routes)) {
    const module = (await import(`../app/${route.file}`)) as { loader?: unknown; action?: unknown; default?: unknown };
    const loader = factsOf(module.loader);
    const action = factsOf(module.action);
    const api = route.path.startsWith("/api/");
    const methods =
      action.methods ?? loader.methods ?? (api ? ["any"] : module.action ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"]);
    const useCases = { ...loader.useCases, ...action.useCases };
    const doors = Object.entries(useCases)
      .map(([door, name]) => `${door}: ${name}`)
      .join(" · ");
    rows.push(`| \`${route.path}\` | \`${route.file}\` | ${methods.join(", ")} | ${doors || "—"} |`);
  }
  return rows.join("\n");
}

/** A table's cells, whatever the column padding (Prettier aligns the doc's columns). */
export const cellsOf = (table: string) =>
  table
    .split("\n")
    .filter((row) => row.startsWith("|") && !/^\|[\s|:-]+\|$/.test(row))
    .map((row) =>
      row
        .slice(1, -1)
        .split(" | ")
        .map((cell) => cell.trim()),
    );

/** The table as docs/architecture.md holds it now. */
export function documentedTable(doc = fs.readFileSync(DOC, "utf8")): string {
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md has no ${BEGIN} … ${END} block`);
  return doc.slice(start + BEGIN.length, end).trim();
}
