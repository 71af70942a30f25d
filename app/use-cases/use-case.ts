import type { z } from "zod";
import type { SessionUser } from "~/services/account-user.server";

/**
 * A use case, declared once (docs/architecture.md, "One declaration, its doors"):
 * its input schema, who may call it, the caps on what it reads, and the one
 * service call it makes. The doors — the /api/* JSON route, the page's form
 * action, a route dialog's answer, the edge's JSON lane — are made from this
 * declaration by the adapters in app/http/ (json-door.server.ts,
 * form-door.server.ts); none of them holds logic of its own.
 */

/** Who may call: anyone; a signed-in user; an admin. Holds (unverified accounts) are the service's rule. */
export type Who = "anyone" | "user" | "admin";

/** What a use case knows of its caller: plain values, never the Request. */
export interface Caller {
  user: SessionUser | null;
  /** The client's address as the edge resolved it (docs/decisions/0019-client-ip-and-rate-limits.md). */
  clientAddress: string;
  /** The site's origin, for links a use case builds. */
  origin: string;
  /**
   * The browser's session id (its signed cookie's value), or null: for the use cases
   * that end a session or keep it while ending the others (docs/decisions/0016-server-side-sessions.md).
   */
  session: string | null;
}
export interface SignedInCaller extends Caller {
  user: SessionUser;
}
export type CallerFor<W extends Who> = W extends "anyone" ? Caller : SignedInCaller;

/** Caps on the request a door reads for this use case, checked before any parsing. */
export interface RequestLimits {
  /** The largest body, in bytes. */
  bodyBytes: number;
  /** The most fields a form or JSON object may carry (a JSON array counts its items). */
  fields: number;
}

/** The default caps: the edge's own 1 MiB cap is the outer bound (server/config.mjs). */
export const DEFAULT_LIMITS: RequestLimits = { bodyBytes: 256 * 1024, fields: 1_000 };

/** Route parameters, each parsed by its own schema (its message names the parameter). */
export type ParamSchemas = Record<string, z.ZodType>;
export type ParamsOf<P extends ParamSchemas> = { [K in keyof P]: z.output<P[K]> };

export interface UseCaseDeclaration<W extends Who, S extends z.ZodType, P extends ParamSchemas, O> {
  /** The use case's name, as docs/architecture.md lists it. */
  name: string;
  who: W;
  /** The body's (or, for a GET, the query's) schema; the contract's messages live in it. */
  input?: S;
  params?: P;
  limits?: Partial<RequestLimits>;
  /**
   * Reads nothing but its JSON body (no cookie, no caller): the production edge may
   * answer it from the raw bytes (docs/decisions/0052-json-lane.md).
   */
  lane?: boolean;
  run(input: z.output<S>, caller: CallerFor<W>, params: ParamsOf<P>): O | Promise<O>;
}

export interface UseCase<
  W extends Who = Who,
  S extends z.ZodType = z.ZodType,
  P extends ParamSchemas = ParamSchemas,
  O = unknown,
> extends Omit<UseCaseDeclaration<W, S, P, O>, "limits" | "lane"> {
  limits: RequestLimits;
  lane: boolean;
}

/** Declares a use case; the doors read everything they need from what this returns. */
export function declareUseCase<
  W extends Who,
  S extends z.ZodType = z.ZodUnknown,
  P extends ParamSchemas = Record<never, never>,
  O = unknown,
>(declaration: UseCaseDeclaration<W, S, P, O>): UseCase<W, S, P, O> {
  if (declaration.lane && declaration.who !== "anyone") {
    throw new Error(`${declaration.name}: only a use case for anyone can take the JSON lane`);
  }
  return {
    ...declaration,
    limits: { ...DEFAULT_LIMITS, ...declaration.limits },
    lane: declaration.lane ?? false,
  };
}
