import type { z } from "zod";
import { ROUTE_FACTS } from "../../server/edge-contract.mjs";
import type { CallerFor, ParamSchemas, ParamsOf, UseCase, Who } from "~/use-cases/use-case";
import { callerOf } from "./caller.server";
import { jsonErrorAnswer, jsonResponse, jsonText, methodNotAllowed, parseInput } from "./json-errors.server";
import { asJsonObject, BodyTooLarge, checkUnreadBody, readJsonInput } from "./request-input.server";

/**
 * The /api/* door of a use case (docs/architecture.md, "One declaration, its
 * doors"): `jsonRoute({ POST: jsonDoor(saveActivity) })` gives a resource route
 * its loader, its action and its method table (`handle.methods`, which the edge
 * reads too: server/route-lookup.mjs). A door checks who is asking (401/403),
 * parses the route's params and the body (or, for a GET, the query) with the
 * declaration's schemas within its caps, runs it, and answers JSON; every
 * refusal goes through the one error path (json-errors.server.ts).
 */

export type JsonMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

export interface DoorArgs {
  request: Request;
  params: Record<string, string | undefined>;
}

export interface JsonDoorOptions<W extends Who, S extends z.ZodType, P extends ParamSchemas, O> {
  /**
   * Where the input comes from: the JSON body (default for POST/PUT/PATCH), the query (default
   * for GET and DELETE), or a function (which may read the body with `readJsonInput`).
   */
  from?: "body" | "query" | ((args: DoorArgs) => unknown);
  /** The success status (default 200). */
  status?: number;
  /** Headers of a success (a cacheable public answer). */
  headers?: Record<string, string>;
  /** The JSON the contract answers, when it is not the service's result as it is; may be a Response (a Set-Cookie answer). */
  answer?: (
    result: O,
    door: DoorArgs & { input: z.output<S>; caller: CallerFor<W>; parsed: ParamsOf<P> },
  ) => unknown | Promise<unknown>;
}

export interface JsonDoor {
  (args: DoorArgs, method: string): Promise<Response>;
  useCase: UseCase;
}

export function jsonDoor<W extends Who, S extends z.ZodType, P extends ParamSchemas, O>(
  useCase: UseCase<W, S, P, O>,
  options: JsonDoorOptions<W, S, P, O> = {},
): JsonDoor {
  const door = async ({ request, params }: DoorArgs, method: string) => {
    return jsonResponse(
      async () => {
        // A lane use case reads no caller on either door (docs/decisions/0052-json-lane.md).
        const caller = useCase.lane ? anonymousCaller : await callerOf(request, useCase.who, { kind: "json" });
        const parsedParams = parseParams(useCase.params, params);
        const from = options.from ?? (method === "GET" || method === "DELETE" ? "query" : "body");
        const raw =
          typeof from === "function"
            ? await fromFunction(from, { request, params }, method, useCase.limits)
            : !useCase.input
              ? from === "body"
                ? await checkUnreadBody(request, useCase.limits)
                : undefined
              : from === "query"
                ? Object.fromEntries(new URL(request.url).searchParams)
                : await readJsonInput(request, useCase.limits);
        const input = (useCase.input ? parseInput(useCase.input, raw) : raw) as z.output<S>;
        const result = await useCase.run(input, caller, parsedParams);
        if (!options.answer) return result;
        return options.answer(result, { request, params, parsed: parsedParams, input, caller });
      },
      options.status || options.headers ? { status: options.status, headers: options.headers } : undefined,
    );
  };
  return Object.assign(door, { useCase: useCase as unknown as UseCase });
}

/** A door's own reading of its input; a body it left unread is still held to the caps (a toggle's POST). */
async function fromFunction(
  from: (args: DoorArgs) => unknown,
  args: DoorArgs,
  method: string,
  limits: UseCase["limits"],
): Promise<unknown> {
  const raw = await from(args);
  if (method !== "GET" && method !== "DELETE" && !args.request.bodyUsed) await checkUnreadBody(args.request, limits);
  return raw;
}

/** Each route parameter parsed by its own schema; a bad one is InvalidInput with that schema's message. */
export function parseParams<P extends ParamSchemas>(
  schemas: P | undefined,
  params: Record<string, string | undefined>,
): ParamsOf<P> {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(schemas ?? {})) out[key] = parseInput(schema, params[key]);
  return out as ParamsOf<P>;
}

/** What the edge learns of a resource route from its loader and action (server/route-lookup.mjs). */
export interface JsonRouteFacts {
  methods?: string[];
  jsonLane?: JsonLane;
  /** The use case each door runs, by method or form intent (docs/architecture.md, "Routes and their use cases"). */
  useCases?: Record<string, string>;
}

/**
 * A resource route of the /api/* contract: one door per method. The method
 * table (HEAD comes with GET) rides on the loader and the action under
 * `ROUTE_FACTS`, so the edge answers a wrong method with the same 405 and Allow
 * as the route would. Export them one by one (React Router's build cannot strip
 * a destructured export from the browser's bundle):
 *
 *   const route = jsonRoute({ POST: jsonDoor(saveTripCase) });
 *   export const loader = route.loader;
 *   export const action = route.action;
 */
export function jsonRoute(doors: Partial<Record<JsonMethod, JsonDoor>>) {
  const methods = METHOD_ORDER.filter((m) => m in doors || (m === "HEAD" && "GET" in doors));
  const refuse = () => methodNotAllowed(methods.join(", "));
  const get = doors.GET;
  const loader = get ? (args: DoorArgs) => get(args, "GET") : refuse;
  const action = (args: DoorArgs) => {
    const method = args.request.method.toUpperCase();
    const door = method !== "GET" ? doors[method as JsonMethod] : undefined;
    return door ? door(args, method) : refuse();
  };
  const post = doors.POST;
  const useCases = Object.fromEntries(Object.entries(doors).map(([method, door]) => [method, door.useCase.name]));
  const facts: JsonRouteFacts = { methods, useCases };
  if (post?.useCase.lane) facts.jsonLane = jsonLane(post.useCase);
  return withFacts(facts, loader, action);
}

/** A route's loader and action carrying its facts for the edge. */
export function withFacts<L extends object, A extends object>(facts: JsonRouteFacts, loader: L, action: A) {
  return {
    loader: Object.assign(loader, { [ROUTE_FACTS]: facts }),
    action: Object.assign(action, { [ROUTE_FACTS]: facts }),
  };
}

/** What the JSON lane answers: the status, the JSON text and its headers (Content-Type included). */
export interface JsonLaneAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}
export type JsonLane = (body: Uint8Array) => Promise<JsonLaneAnswer>;

const utf8 = new TextDecoder();

/**
 * A public JSON use case answered by the production edge from the raw body,
 * without Node's Web Request and Response (docs/decisions/0052-json-lane.md). It
 * shares the caps, the schema, the error answers and the JSON text with the
 * route's action; tests/unit/json-lane.test.ts holds the two to the same answers.
 */
function jsonLane(useCase: UseCase): JsonLane {
  return async (body) => {
    try {
      if (body.byteLength > useCase.limits.bodyBytes) throw new BodyTooLarge();
      const object = asJsonObject(parseJson(body));
      if (Object.keys(object).length > useCase.limits.fields) throw new BodyTooLarge("The request has too many fields");
      const result = await useCase.run(parseInput(useCase.input!, object), anonymousCaller, {});
      return { status: 200, body: jsonText(result), headers: { "content-type": "application/json" } };
    } catch (error) {
      const { status, body: answer, headers } = jsonErrorAnswer(error);
      return { status, body: JSON.stringify(answer), headers: { ...headers, "content-type": "application/json" } };
    }
  };
}

/** A lane use case reads no caller (useCase() refuses `lane` for any other). */
const anonymousCaller = {
  user: null,
  session: null,
  clientAddress: "unknown",
  origin: "",
} as unknown as CallerFor<"user">;

/** `Request.json()`'s reading of the bytes (UTF-8, a leading BOM dropped); undefined when they are not JSON. */
function parseJson(body: Uint8Array): unknown {
  try {
    return JSON.parse(utf8.decode(body));
  } catch {
    return undefined;
  }
}
