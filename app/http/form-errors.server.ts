import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { AppError } from "~/services/errors.server";

/**
 * The page side of the one error path (docs/architecture.md): a service's
 * AppError becomes the form's errors (a conform reply, field errors on their
 * fields, else a form error) and the status to answer with. Anything that is
 * not an AppError is rethrown, for the route's error boundary.
 */
export function formRefusal<Input, Value>(
  submission: Submission<Input, string[], Value>,
  error: unknown,
  hideFields?: string[],
): { refusal: AppError; lastResult: SubmissionResult<string[]>; status: number } {
  if (!(error instanceof AppError)) throw error;
  const lastResult = submission.reply({
    formErrors: error.fieldErrors ? [] : [error.message],
    fieldErrors: error.fieldErrors,
    hideFields,
  });
  // A form answers 400 for every refusal except "too many attempts".
  return { refusal: error, lastResult, status: error.status === 429 ? 429 : 400 };
}

/** For a page loader: a service's AppError becomes the route's error page with its status (404, 403 …). */
export function throwRouteError(error: unknown): never {
  if (error instanceof AppError) throw data({ message: error.message }, { status: error.status });
  throw error;
}
