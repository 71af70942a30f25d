import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { z } from "zod";
import { FORM_TOO_LARGE } from "~/lib/form-too-large";
import type { DialogDone } from "~/lib/route-dialog";
import type { Toast } from "~/lib/toast";
import { BotCheckFailed } from "~/services/bot-check.server";
import { AppError, InvalidInput } from "~/services/errors.server";
import type { CallerFor, ParamSchemas, ParamsOf, RequestLimits, UseCase, Who } from "~/use-cases/use-case";
import { callerOf } from "./caller.server";
import { conformFields } from "./conform-fields.server";
import { CROSS_SITE_REFUSED, isCrossSiteRequest } from "./csrf.server";
import { redirectWithToast } from "./flash.server";
import { parseParams, type JsonRouteFacts } from "./json-door.server";
import { pageParams } from "./page-door.server";
import { ROUTE_FACTS } from "../../server/edge-contract.mjs";
import { readFormInput } from "./request-input.server";
import { fromRouteDialog } from "./route-dialog.server";

/**
 * The page door of a use case (docs/architecture.md, "One declaration, its
 * doors"): a form post read within the declaration's caps, who is asking (the
 * sign-in redirect or the 'Admin access required' page), the form parsed by the
 * declaration's schema with conform, the one service call, then
 * - success: Post/Redirect/Get with a flash toast (`redirectWithToast`), or a
 *   route dialog's `{ ok, toast }`;
 * - refusal (invalid input, or an AppError the service threw): the form again
 *   with its errors and the values typed (`FormAnswer`, status 400, 413 or 429).
 */

/** What a refused form post answers with: conform's reply and the toast the page shows. */
export interface FormAnswer {
  lastResult: SubmissionResult<string[]>;
  toast: Toast | null;
  /** Set when the server refused the bot check: the widget resets (docs/product.md, "Bot check"). */
  botCheckRefused?: number;
}

export interface FormDoneAnswer {
  /** Where Post/Redirect/Get goes (ignored for a route dialog). */
  to: string;
  toast?: Toast;
  /** history.replace instead of push (a save toggled on the page the user is on). */
  replace?: boolean;
  /** A route dialog goes there too once it closes (to show what it made), instead of staying. */
  follow?: boolean;
}

export interface FormContext<W extends Who, S extends z.ZodType, P extends ParamSchemas> {
  request: Request;
  form: FormData;
  caller: CallerFor<W>;
  params: ParamsOf<P>;
  input: z.output<S>;
}

export interface FormDoorOptions<W extends Who, S extends z.ZodType, P extends ParamSchemas, O> {
  /** The toast that asks a signed-out visitor to sign in (docs/product.md, "Accounts"). */
  signInPrompt?: string;
  /**
   * The form's own schema, when the page asks more than the declaration does (a required
   * confirmation field: app/lib/account-schemas.ts; the item form requires the name a JSON
   * change may leave out); what it gives must be the declaration's input.
   */
  schema?: z.ZodType<z.output<S>>;
  /**
   * How the door makes the call, when something stands between it and the declaration: the
   * password sign-in goes through remix-auth's FormStrategy, whose verify callback runs the
   * declaration (app/http/authenticator.server.ts). Default: `useCase.run(input, caller, params)`.
   */
  call?(context: FormContext<W, S, P>): Promise<O>;
  /**
   * The form's fields as the schema reads them, when they are not the form as it is;
   * `route` is the page's own URL parameters (an airport page's :locId).
   */
  from?: (form: FormData, params: ParamsOf<P>, route: Record<string, string | undefined>) => FormData;
  /** The declaration's params, when the form (not the URL) carries them. */
  paramsFrom?: (form: FormData) => Record<string, string | undefined>;
  /**
   * A refusal answered as Post/Redirect/Get with a toast instead of the form again:
   * for buttons that are forms without fields (save, hide). Invalid input comes here too.
   */
  refusedTo?(error: AppError, request: Request, form: FormData): FormDoneAnswer;
  /** Fields never sent back to the form (a password, a bot-check token). */
  hideFields?: string[];
  /** Success: where to go and what toast to show; or a Response of its own (sign-in sets a cookie). */
  done(result: O, context: FormContext<W, S, P>): FormDoneAnswer | Response | Promise<FormDoneAnswer | Response>;
  /** The toast for invalid input (none by default: the fields show their messages). */
  invalid?(errors: Record<string, string[] | null>): Toast | null;
  /** The toast for a service's refusal (default: 'Error' with its message). */
  refused?(error: AppError): Toast | null;
  /** The status of a refusal, when it is not the form's 400 (413, 429): a triage button answers 409 as it is. */
  refusedStatus?(error: AppError): number;
}

/** What a door answers: a refusal (the form again), a route dialog's done, or a redirect. */
export type FormDoorAnswer = DataWithResponseInit<FormAnswer> | DataWithResponseInit<DialogDone> | Response;

export interface FormDoor {
  (args: { request: Request; params: Record<string, string | undefined>; form: FormData }): Promise<FormDoorAnswer>;
  limits: RequestLimits;
  useCase: string;
}

export function formDoor<W extends Who, S extends z.ZodType, P extends ParamSchemas, O>(
  useCase: UseCase<W, S, P, O>,
  options: FormDoorOptions<W, S, P, O>,
): FormDoor {
  const door = async ({ request, params, form }: Parameters<FormDoor>[0]) => {
    const caller = await callerOf(request, useCase.who, { kind: "page", signInPrompt: options.signInPrompt });
    let parsedParams: ParamsOf<P>;
    try {
      parsedParams = options.paramsFrom
        ? parseParams(useCase.params, options.paramsFrom(form))
        : pageParams(useCase.params, params);
    } catch (error) {
      if (options.refusedTo && error instanceof AppError)
        return doneAnswer(request, options.refusedTo(error, request, form));
      throw error;
    }
    const fields = conformFields(options.from ? options.from(form, parsedParams, params) : form);
    const submission = parseWithZod(fields, { schema: options.schema ?? useCase.input ?? anything }) as Submission<
      Record<string, unknown>,
      string[],
      z.output<S>
    >;
    const hideFields = options.hideFields;
    if (submission.status !== "success" && options.refusedTo) {
      return doneAnswer(request, options.refusedTo(new InvalidInput(asFieldErrors(submission.error)), request, form));
    }
    if (submission.status !== "success") {
      return data<FormAnswer>(
        { lastResult: submission.reply({ hideFields }), toast: options.invalid?.(submission.error ?? {}) ?? null },
        { status: 400 },
      );
    }
    const input = submission.value;
    try {
      const context = { request, form, caller, params: parsedParams, input };
      const result = options.call ? await options.call(context) : await useCase.run(input, caller, parsedParams);
      const done = await options.done(result, context);
      if (done instanceof Response) return done;
      return doneAnswer(request, done);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (options.refusedTo) return doneAnswer(request, options.refusedTo(error, request, form));
      return data<FormAnswer>(
        formRefusal(submission, error, options.refused?.(error) ?? refusalToast(error), hideFields),
        { status: options.refusedStatus?.(error) ?? formStatus(error) },
      );
    }
  };
  return Object.assign(door, { limits: useCase.limits, useCase: useCase.name });
}

const anything = z.looseObject({});

const asFieldErrors = (errors: Record<string, string[] | null> | null | undefined) =>
  Object.fromEntries(Object.entries(errors ?? {}).filter((e): e is [string, string[]] => Boolean(e[1])));

/**
 * A page's action made of its doors: one door, or one per `intent` value of the
 * form (the airport page's save and admin buttons). The form is read once,
 * within the largest caps of the doors, before anything parses it.
 */
export function formAction(doors: FormDoor | Record<string, FormDoor>) {
  const table = typeof doors === "function" ? null : doors;
  const all = table ? Object.values(table) : [doors as FormDoor];
  const limits: RequestLimits = {
    bodyBytes: Math.max(...all.map((d) => d.limits.bodyBytes)),
    fields: Math.max(...all.map((d) => d.limits.fields)),
  };
  const useCases = table
    ? Object.fromEntries(Object.entries(table).map(([intent, door]) => [`POST ${intent}`, door.useCase]))
    : { POST: (doors as FormDoor).useCase };
  const action = async ({ request, params }: { request: Request; params: Record<string, string | undefined> }) => {
    // The page's error answer says why in its own words (app/components/route-error.tsx).
    if (isCrossSiteRequest(request)) throw data({ message: CROSS_SITE_REFUSED }, { status: 403 });
    let form: FormData;
    try {
      form = await readFormInput(request, limits);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Over the caps: the site's page in a person's words (413), before anything parsed the form.
      const message = error.status === 413 ? FORM_TOO_LARGE : error.message;
      throw data({ message }, { status: error.status });
    }
    const intent = String(form.get("intent") ?? "");
    // Own keys only: an intent named 'constructor' or '__proto__' is no door.
    const door = table ? (Object.hasOwn(table, intent) ? table[intent] : undefined) : (doors as FormDoor);
    if (!door) throw data({ message: "Unknown form action" }, { status: 400 });
    return door({ request, params, form });
  };
  return Object.assign(action, { [ROUTE_FACTS]: { useCases } satisfies JsonRouteFacts });
}

/** A service's refusal as the form's errors: field errors on their fields, else a form error. */
export function formRefusal(
  submission: Submission<Record<string, unknown>, string[], unknown>,
  error: AppError,
  toast: Toast | null,
  hideFields?: string[],
): FormAnswer {
  const lastResult = submission.reply({
    formErrors: error.fieldErrors ? [] : [error.message],
    fieldErrors: error.fieldErrors,
    hideFields,
  });
  // A refused bot check resets the widget: its token is spent (docs/decisions/0013-auth-and-bot-check.md).
  return { lastResult, toast, botCheckRefused: error instanceof BotCheckFailed ? Date.now() : undefined };
}

/** A form answers 400 for every refusal except a body over its caps (413) and "too many attempts" (429). */
export const formStatus = (error: AppError) => (error.status === 413 || error.status === 429 ? error.status : 400);

const refusalToast = (error: AppError): Toast => ({
  title: error.title ?? "Error",
  description: error.message,
  variant: "destructive",
});

/** Post/Redirect/Get with a flash toast, or a route dialog's `{ ok, toast }` (docs/decisions/0042-route-dialogs.md). */
export async function doneAnswer(request: Request, done: FormDoneAnswer) {
  if (fromRouteDialog(request) && done.toast)
    return data<DialogDone>({ ok: true, toast: done.toast, ...(done.follow ? { to: done.to } : {}) });
  return redirectWithToast(done.to, done.toast, { replace: done.replace });
}

/** Lives beside the flash cookie, so session.server.ts can use it without an import circle. */
export { redirectWithToast };
