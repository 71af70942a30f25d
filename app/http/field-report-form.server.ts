import { safeRedirect } from "~/lib/safe-redirect";
import type { Toast } from "~/lib/toast";
import { Forbidden, type AppError } from "~/services/errors.server";
import { confirmFieldReportCase, deleteFieldReportCase, flagFieldReportCase } from "~/use-cases/field-reports.server";
import type { z } from "zod";
import type { fieldReportId } from "~/lib/field-report-schemas";
import type { UseCase } from "~/use-cases/use-case";
import { formDoor, type FormDoneAnswer, type FormDoor } from "./form-door.server";

/**
 * The airport page's buttons on a field report (docs/product.md, "Field reports"): "Still true",
 * "Flag" (with its reason) and the author's "Delete", each a small form with the report's id
 * (`reportId`), answered with Post/Redirect/Get back to the "From pilots" block and a toast.
 */
export const FIELD_REPORT_INTENTS = {
  confirm: "confirm-field-report",
  flag: "flag-field-report",
  delete: "delete-field-report",
} as const;

const back = (request: Request) => {
  const url = new URL(request.url);
  url.searchParams.delete("dialog");
  return safeRedirect(`${url.pathname}${url.search}#from-pilots`);
};

const refusal = (error: AppError): Toast =>
  error instanceof Forbidden && /verify/i.test(error.message)
    ? { title: "Verify your e-mail", description: error.message, variant: "destructive" }
    : { title: "Error", description: error.message, variant: "destructive" };

function door<S extends z.ZodType, O>(
  useCase: UseCase<"user", S, { id: typeof fieldReportId }, O>,
  prompt: string,
  toast: Toast,
): FormDoor {
  return formDoor(useCase, {
    signInPrompt: prompt,
    paramsFrom: (form) => ({ id: String(form.get("reportId") ?? "") }),
    done: (_result, { request }): FormDoneAnswer => ({ to: back(request), toast }),
    refusedTo: (error, request): FormDoneAnswer => ({ to: back(request), toast: refusal(error) }),
  });
}

export function fieldReportIntentDoors(): Record<string, FormDoor> {
  return {
    [FIELD_REPORT_INTENTS.confirm]: door(confirmFieldReportCase, "Please log in to confirm a report.", {
      title: "Thanks for confirming",
      description: "The report's facts now count from today.",
    }),
    [FIELD_REPORT_INTENTS.flag]: door(flagFieldReportCase, "Please log in to flag a report.", {
      title: "Report flagged",
      description: "Thank you. An admin will look at it.",
    }),
    [FIELD_REPORT_INTENTS.delete]: door(deleteFieldReportCase, "Please log in to delete your report.", {
      title: "Report deleted",
      description: "Your field report was removed.",
    }),
  };
}
