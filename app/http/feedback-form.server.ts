import type { z } from "zod";
import { HONEYPOT_FIELD, TIME_TRAP_FIELD } from "~/lib/bot-check";
import type { Toast } from "~/lib/toast";
import { BotCheckFailed } from "~/services/bot-check.server";
import type { AppError } from "~/services/errors.server";
import type { ParamSchemas, UseCase } from "~/use-cases/use-case";
import { formDoor, type FormDoorOptions } from "./form-door.server";

/**
 * The page door of the three public forms (contact, report, place suggestion;
 * docs/product.md, "Contact, reports and the Admin Dashboard"): the form's
 * no-JavaScript bot-check fields go to the use case as its params
 * (docs/decisions/0067-feedback-and-place-admin-doors.md), the widget's token
 * is never sent back to the form, and a refusal says what went wrong in the
 * form's toast.
 */
export function feedbackFormDoor<S extends z.ZodType, P extends ParamSchemas, O>(
  useCase: UseCase<"anyone", S, P, O>,
  options: Pick<FormDoorOptions<"anyone", S, P, O>, "done" | "from" | "invalid"> & {
    /** The toast for a refusal; the bot check's own wording comes first. */
    refused(error: AppError): Toast;
  },
) {
  return formDoor(useCase, {
    ...options,
    hideFields: ["cf-turnstile-response"],
    // Always both: their presence is what tells the service the post is the HTML form's.
    paramsFrom: (form) => ({
      [HONEYPOT_FIELD]: String(form.get(HONEYPOT_FIELD) ?? ""),
      [TIME_TRAP_FIELD]: String(form.get(TIME_TRAP_FIELD) ?? ""),
    }),
  });
}

/** A refusal of the bot check (its own toast), rather than of the input or a limit. */
export const isBotCheckRefusal = (error: AppError) => error instanceof BotCheckFailed;

/**
 * A refused submit's toast: a refused CAPTCHA reads 'Security verification
 * failed. Please try again.'; the bot check's own title where it has one; any
 * other refusal as it is, or the form's fallback sentence.
 */
export function refusedToast(error: AppError, fallback: string): Toast {
  const botCheck = isBotCheckRefusal(error);
  const title = botCheck
    ? error.title === "Sign up failed" || !error.title
      ? "Error"
      : error.title
    : error.status === 409 || error.status === 404
      ? "Update Failed"
      : "Error";
  if (botCheck && /captcha/i.test(error.message) && title === "Error") {
    return { title: "Error", description: "Security verification failed. Please try again.", variant: "destructive" };
  }
  return { title, description: error.message || fallback, variant: "destructive" };
}
