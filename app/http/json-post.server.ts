import type { z } from "zod";
import {
  asJsonObject,
  jsonErrorAnswer,
  jsonResponse,
  jsonText,
  methodNotAllowed,
  parseInput,
  readJsonBody,
} from "./json-errors.server";

/**
 * Where the production edge finds a route's JSON lane (server/route-lookup.mjs). A
 * `Symbol.for` key, so the edge, outside the app's bundle, names the same symbol.
 */
export const JSON_LANE = Symbol.for("airport-finder.json-lane");

/** What the JSON lane answers: the status, the JSON text and its headers (Content-Type included). */
export interface JsonLaneAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

export type JsonLane = (body: Uint8Array) => Promise<JsonLaneAnswer>;

const utf8 = new TextDecoder();

/**
 * A public JSON use case at `POST /api/…` (search, the meetup tools, weather
 * batch): its JSON body parsed with the use case's schema, its one service
 * call, the answer as JSON. It reads nothing else of the request — no cookie,
 * no session, no header — and that is what lets the production edge answer it
 * from the raw body, without building Node's Web Request and Response
 * (docs/decisions/0052-json-lane.md). The action is the same use case for
 * React Router (`react-router dev`, and anything the edge does not send down
 * the lane); both doors share the parsing, the schema, the error answers and
 * the JSON text, and tests/unit/json-lane.test.ts holds them to the same answers.
 */
export function publicJsonPost<S extends z.ZodType>(schema: S, run: (input: z.output<S>) => unknown) {
  const action = async ({ request }: { request: Request }) => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    return jsonResponse(async () => run(parseInput(schema, await readJsonBody(request))));
  };
  const lane: JsonLane = async (body) => {
    try {
      const text = jsonText(await run(parseInput(schema, asJsonObject(parseJson(body)))));
      return { status: 200, body: text, headers: { "content-type": "application/json" } };
    } catch (error) {
      const { status, body: answer, headers } = jsonErrorAnswer(error);
      return { status, body: JSON.stringify(answer), headers: { ...headers, "content-type": "application/json" } };
    }
  };
  return {
    action: Object.assign(action, { [JSON_LANE]: lane }),
    loader: () => methodNotAllowed("POST"),
  };
}

/** `Request.json()`'s reading of the bytes (UTF-8, a leading BOM dropped); undefined when they are not JSON. */
function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(utf8.decode(body));
  } catch {
    return undefined;
  }
}
