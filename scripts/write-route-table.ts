/**
 * `npm run docs:routes`: writes the route table (scripts/route-table.ts) into docs/architecture.md.
 * It runs through vite-node, not tsx: the route modules read `import.meta.env.SSR`, which only
 * Vite defines, and under tsx the first lazy page part stopped the script.
 */
import fs from "node:fs";
import { BEGIN, DOC, END, routeTable } from "./route-table";

const doc = fs.readFileSync(DOC, "utf8");
const table = await routeTable();
const start = doc.indexOf(BEGIN);
const end = doc.indexOf(END);
fs.writeFileSync(DOC, `${doc.slice(0, start + BEGIN.length)}\n\n${table}\n\n${doc.slice(end)}`);
console.log(`docs/architecture.md: ${table.split("\n").length - 2} routes`);
