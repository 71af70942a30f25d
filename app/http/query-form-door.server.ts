import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { z } from "zod";
import { AppError } from "~/services/errors.server";
import type { ParamSchemas, UseCase, Who } from "~/use-cases/use-case";
import { callerOf } from "./caller.server";
import { conformFields } from "./conform-fields.server";
import { formRefusal } from "./form-door.server";
import { getDoorFacts, pageParams } from "./page-door.server";

/**
 * The page door of a GET form (a search whose state is the query string,
 * docs/architecture.md "Progressive enhancement"): the URL's query parsed by the
 * declaration's schema with conform (its strings read as the form posted them,
 * as the JSON door's body is), the one service call, and for the page either
 * the result or the form's refusal (`lastResult`, the page answers 400). A
 * form submission carries every field, empty ones too: `redirectTo` sends a
 * valid search to its clean, shareable URL when it is not there yet.
 */

export type QueryForm<V, O> =
  { status: "done"; value: V; result: O } | { status: "refused"; lastResult: SubmissionResult<string[]> };

export interface QueryFormOptions<V> {
  /** Where a valid search is shown, when it is not this URL; null when it is. */
  redirectTo?(value: V, url: URL): string | null;
}

const anything = z.looseObject({});

export function queryFormDoor<W extends Who, S extends z.ZodType, P extends ParamSchemas, O>(
  useCase: UseCase<W, S, P, O>,
  options: QueryFormOptions<z.output<S>> = {},
) {
  const door = async ({
    request,
    params,
  }: {
    request: Request;
    params: Record<string, string | undefined>;
  }): Promise<QueryForm<z.output<S>, O>> => {
    const caller = await callerOf(request, useCase.who, { kind: "page" });
    const parsed = pageParams(useCase.params, params);
    const url = new URL(request.url);
    const submission = parseWithZod(conformFields(url.searchParams), {
      schema: useCase.input ?? anything,
    }) as Submission<Record<string, unknown>, string[], z.output<S>>;
    if (submission.status !== "success") return { status: "refused", lastResult: submission.reply() };
    const elsewhere = options.redirectTo?.(submission.value, url);
    if (elsewhere) throw redirect(elsewhere);
    try {
      return { status: "done", value: submission.value, result: await useCase.run(submission.value, caller, parsed) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { status: "refused", lastResult: formRefusal(submission, error, null).lastResult };
    }
  };
  return Object.assign(door, getDoorFacts(useCase));
}
