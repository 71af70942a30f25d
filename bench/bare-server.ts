/**
 * The bench's yardstick (npm run bench): a bare node:http server that runs the
 * same search service on the same database, with nothing else — no framework,
 * no headers, no logging, no compression. PORT and DATABASE_PATH from the environment.
 */
import http from "node:http";

const { connection } = await import("~/models/db.server");
const { searchRequest } = await import("~/lib/search-criteria");
const { searchAirports } = await import("~/services/search.server");
connection();

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    try {
      const { pageSize, ...criteria } = searchRequest.parse(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      const body = JSON.stringify(searchAirports(criteria, pageSize));
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
      res.end(body);
    } catch {
      res.writeHead(400).end();
    }
  });
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("bare server ready"));
process.once("SIGTERM", () => server.close(() => process.exit(0)));
