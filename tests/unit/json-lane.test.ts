/**
 * The JSON lane (app/http/json-door.server.ts, docs/decisions/0052-json-lane.md):
 * the production edge answers the public JSON use cases from the raw body, React
 * Router answers the same route's action from a Web Request. Both doors of each
 * route must give the same status, headers and JSON for every kind of body, and
 * the edge's route lookup (server/route-lookup.mjs) must find the lane on those
 * routes only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTE_FACTS } from "../../server/edge-contract.mjs";
import { createRouteLookup } from "../../server/route-lookup.mjs";
import { BUR_LAX_MEETUP } from "../support/meetup-example";
import { bundledDatabase } from "../support/bundled-database";

bundledDatabase("json-lane", { currentWeather: true });
// The weather batch asks the Data API for ids the cache lacks: a closed local port here.
process.env.AWC_BASE_URL = "http://127.0.0.1:9";

type RouteModule = {
  action: ((args: { request: Request; params: Record<string, string> }) => Promise<Response>) & {
    [ROUTE_FACTS]?: { methods: string[]; jsonLane?: (b: Uint8Array) => Promise<LaneAnswer> };
  };
  loader?: unknown;
};
type LaneAnswer = { status: number; body: string; headers: Record<string, string> };

const routes: Record<string, { path: string; module: RouteModule; valid: unknown; invalid: unknown }> = {};

beforeAll(async () => {
  const load = async (p: string) => (await import(p)) as RouteModule;
  routes.search = {
    path: "api/airports/search",
    module: await load("~/routes/api/airports.search"),
    valid: { departureAirport: "KSTS", aircraftSpeed: 120, runwaySurface: "improved", airportUse: "public" },
    invalid: { departureAirport: "KSTS", aircraftSpeed: 9000 },
  };
  routes.duration = {
    path: "api/tools/midpoint-meetup",
    module: await load("~/routes/api/tools.midpoint-meetup"),
    valid: BUR_LAX_MEETUP,
    invalid: { plane1Airport: "KBUR", plane2Airport: "", plane1Speed: -1 },
  };
  routes.midpoint = {
    path: "api/tools/midpoint-match",
    module: await load("~/routes/api/tools.midpoint-match"),
    valid: { departure1Airport: "KBUR", departure2Airport: "KLAX" },
    invalid: { departure1Airport: "KBUR", departure2Airport: "NOPE-NOPE" },
  };
  routes.weather = {
    path: "api/weather/batch",
    module: await load("~/routes/api/weather.batch"),
    valid: { icaoIds: ["KSTS", "ksfo", "KOAK"] },
    invalid: { icaoIds: "KSTS" },
  };
}, 120_000);

/** What a client sees of an answer: status, the headers that matter, the JSON. */
type Seen = { status: number; contentType: string | null; retryAfter: string | null; json: unknown };

async function throughReactRouter(module: RouteModule, bytes: Uint8Array<ArrayBuffer>): Promise<Seen> {
  const request = new Request("http://localhost/api/x", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: bytes,
  });
  const res = await module.action({ request, params: {} });
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    retryAfter: res.headers.get("retry-after"),
    json: await res.json(),
  };
}

async function throughLane(module: RouteModule, bytes: Uint8Array<ArrayBuffer>): Promise<Seen> {
  const answer = await module.action[ROUTE_FACTS]!.jsonLane!(bytes);
  const header = (name: string) =>
    Object.entries(answer.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? null;
  return {
    status: answer.status,
    contentType: header("content-type"),
    retryAfter: header("retry-after"),
    json: JSON.parse(answer.body),
  };
}

const text = (s: string) => new TextEncoder().encode(s);
const bodiesOf = (valid: unknown, invalid: unknown): [string, Uint8Array<ArrayBuffer>][] => [
  ["valid", text(JSON.stringify(valid))],
  ["valid, with a UTF-8 byte-order mark", text(`\uFEFF${JSON.stringify(valid)}`)],
  ["against the schema", text(JSON.stringify(invalid))],
  ["an empty object", text("{}")],
  ["an array", text("[1]")],
  ["a string", text('"KSTS"')],
  ["null", text("null")],
  ["broken JSON", text('{"departureAirport": ')],
  ["empty", new Uint8Array(0)],
  ["not UTF-8", new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
];

describe("both doors of a public JSON use case give the same answer", () => {
  for (const name of ["search", "duration", "midpoint", "weather"]) {
    it(name, async () => {
      const { module, valid, invalid } = routes[name];
      const statuses: number[] = [];
      for (const [what, bytes] of bodiesOf(valid, invalid)) {
        const viaRouter = await throughReactRouter(module, bytes);
        const viaLane = await throughLane(module, bytes);
        expect(viaLane, `${name}: ${what}`).toEqual(viaRouter);
        statuses.push(viaLane.status);
      }
      // Not a comparison of two empty answers: the valid bodies are answered, the rest refused with field errors.
      expect(statuses.slice(0, 2)).toEqual([200, 200]);
      expect(statuses.slice(2).every((s) => s === 400)).toBe(true);
      const answered = await throughLane(module, bodiesOf(valid, invalid)[0][1]);
      expect(JSON.stringify(answered.json).length).toBeGreaterThan(100);
      const refused = await throughLane(module, bodiesOf(valid, invalid)[2][1]);
      expect(refused.json).toMatchObject({ error: expect.any(String), fieldErrors: expect.any(Object) });
    });
  }

  it("a body that is not a JSON object gets the contract's words on both doors", async () => {
    const seen = await throughLane(routes.search.module, text("[1]"));
    expect(seen.json).toEqual({
      error: "Request body must be a JSON object",
      fieldErrors: { form: ["Request body must be a JSON object"] },
    });
  });
});

describe("the edge's route lookup", () => {
  it("finds the lane on the public JSON use cases only, and each route's methods", async () => {
    const build = {
      routes: {
        root: { id: "root", path: "", module: {} },
        ...Object.fromEntries(
          Object.entries(routes).map(([name, r]) => [
            name,
            { id: name, parentId: "root", path: r.path, module: r.module },
          ]),
        ),
        profile: {
          id: "profile",
          parentId: "root",
          path: "api/profile",
          module: await import("~/routes/api/profile"),
        },
        airport: {
          id: "airport",
          parentId: "root",
          path: "api/airports/:locId",
          module: await import("~/routes/api/airports.$locId"),
        },
      },
    };
    const lookup = createRouteLookup(build as never);
    for (const r of Object.values(routes)) {
      expect(lookup(`/${r.path}`).jsonLane, r.path).toBeTypeOf("function");
      expect(lookup(`/${r.path}`).methods, r.path).toEqual(["POST"]);
    }
    // Signed-in JSON (a session cookie) and GET endpoints go through React Router.
    expect(lookup("/api/profile").jsonLane).toBeNull();
    expect(lookup("/api/airports/KSTS")).toEqual({ methods: ["GET", "HEAD"], jsonLane: null });
    expect(lookup("/api/nowhere")).toEqual({ methods: null, jsonLane: null });
  });
});
