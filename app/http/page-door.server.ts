import { data } from "react-router";
import type { z } from "zod";
import { AppError } from "~/services/errors.server";
import type { CallerFor, ParamSchemas, ParamsOf, UseCase, Who } from "~/use-cases/use-case";
import { callerOf } from "./caller.server";
import { parseParams, type JsonRouteFacts } from "./json-door.server";
import { ROUTE_FACTS } from "../../server/edge-contract.mjs";
import { parseInput } from "./json-errors.server";

/**
 * The page side of the one error path (docs/architecture.md): what a page's
 * loader runs, with a service's AppError turned into the route's error page
 * with its status and message (404 panel, 403 with its own words …).
 */
export async function pageData<T>(run: () => T | Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw data({ message: error.message }, { status: error.status });
    throw error;
  }
}

/**
 * A page's route params, each parsed by the declaration's schema: a value that does
 * not parse names no page, so the page's 404 (the JSON door answers such an id 400).
 */
export function pageParams<P extends ParamSchemas>(
  schemas: P | undefined,
  params: Record<string, string | undefined>,
): ParamsOf<P> {
  try {
    return parseParams(schemas, params);
  } catch (error) {
    if (error instanceof AppError) throw data({ message: "Not found" }, { status: 404 });
    throw error;
  }
}

/** What a page door of a GET tells the route table (docs/architecture.md): the use case it runs. */
export const getDoorFacts = (useCase: { name: string }) => ({
  [ROUTE_FACTS]: { useCases: { GET: useCase.name } } satisfies JsonRouteFacts,
});

/**
 * A page's loader that adds page-only values (the clock, a layout flag, what the page shows
 * before a search) around its doors' answers: it keeps the doors' facts, so docs/architecture.md's
 * route table still names the use cases (a page with two, one of them per request: "a / b").
 */
export function aroundLoaderDoor<L extends (...args: never[]) => unknown>(doors: object | object[], loader: L): L {
  const names = [doors]
    .flat()
    .map((door) => (door as Record<string, JsonRouteFacts | undefined>)[ROUTE_FACTS]?.useCases?.GET)
    .filter(Boolean);
  return Object.assign(loader, { [ROUTE_FACTS]: { useCases: { GET: names.join(" / ") } } satisfies JsonRouteFacts });
}

/**
 * A page loader's door of a use case: who is asking (sign-in redirect, 403 page),
 * the route params (404 when one does not parse) and the query parsed by the
 * declaration's schemas, the one call.
 */
export function loaderDoor<W extends Who, S extends z.ZodType, P extends ParamSchemas, O>(
  useCase: UseCase<W, S, P, O>,
  options: { signInPrompt?: string } = {},
) {
  const loader = async ({ request, params }: { request: Request; params: Record<string, string | undefined> }) => {
    const caller: CallerFor<W> = await callerOf(request, useCase.who, { kind: "page", ...options });
    return pageData(() => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const input = (useCase.input ? parseInput(useCase.input, query) : query) as z.output<S>;
      const parsed: ParamsOf<P> = pageParams(useCase.params, params);
      return useCase.run(input, caller, parsed);
    });
  };
  return Object.assign(loader, getDoorFacts(useCase));
}
