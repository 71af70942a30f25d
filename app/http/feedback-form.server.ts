import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { HONEYPOT_FIELD, TIME_TRAP_FIELD } from "~/lib/bot-check";
import type { Toast } from "~/lib/toast";
import { assertSameOrigin } from "./csrf.server";
import { asRefusal, originOf, readCappedForm } from "./feedback-http.server";
import { getUser } from "./session.server";
import type { SubmitContext } from "~/services/feedback.server";

/** What a refused contact, report or suggestion form answers with (status 400/413/429): errors kept with the values typed. */
export interface FeedbackFormAnswer {
  lastResult: SubmissionResult<string[]>;
  toast: Toast | null;
  /** Set when the server refused the bot check: the widget resets (tools-admin §4). */
  botCheckRefused?: number;
}

const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : null);

/**
 * The shared action of the three public forms: parse with the use case's
 * schema, run it with the no-JS bot-check fallback, and answer success
 * (usually a redirect) or the form's errors with a toast.
 */
export async function runFeedbackForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  run: (value: z.output<S>, ctx: SubmitContext) => Promise<Response>,
  toasts: {
    invalid?(errors: Record<string, string[] | null>): Toast | null;
    refused(message: string, title: string, botCheck: boolean): Toast;
  },
) {
  assertSameOrigin(request);
  let formData: FormData;
  try {
    formData = await readCappedForm(request);
  } catch (error) {
    const refusal = asRefusal(error);
    if (!refusal) throw error;
    return data<FeedbackFormAnswer>(
      {
        lastResult: { status: "error", error: { "": [refusal.message] } },
        toast: toasts.refused(refusal.message, refusal.title, false),
      },
      { status: refusal.status },
    );
  }
  const hideFields = ["cf-turnstile-response"];
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return data<FeedbackFormAnswer>(
      { lastResult: submission.reply({ hideFields }), toast: toasts.invalid?.(submission.error ?? {}) ?? null },
      { status: 400 },
    );
  }
  const user = await getUser(request);
  try {
    return await run(submission.value, {
      request,
      userId: user?.id,
      origin: originOf(request),
      fallback: { honeypot: text(formData.get(HONEYPOT_FIELD)), formStartedAt: text(formData.get(TIME_TRAP_FIELD)) },
    });
  } catch (error) {
    const refusal = asRefusal(error);
    if (!refusal) throw error;
    return data<FeedbackFormAnswer>(
      {
        lastResult: submission.reply({
          formErrors: refusal.fieldErrors ? [] : [refusal.message],
          fieldErrors: refusal.fieldErrors,
          hideFields,
        }),
        toast: toasts.refused(refusal.message, refusal.title, Boolean(refusal.botCheck)),
        botCheckRefused: refusal.botCheck ? Date.now() : undefined,
      },
      { status: refusal.status === 400 || refusal.status === 413 || refusal.status === 429 ? refusal.status : 400 },
    );
  }
}

/**
 * Spec §8: a server error that is about the CAPTCHA reads 'Security
 * verification failed. Please try again.'; any other shows as it is, or the form's fallback.
 */
export function refusedToast(message: string, title: string, botCheck: boolean, fallback: string): Toast {
  if (botCheck && /captcha/i.test(message) && title === "Error") {
    return { title: "Error", description: "Security verification failed. Please try again.", variant: "destructive" };
  }
  return { title, description: message || fallback, variant: "destructive" };
}
