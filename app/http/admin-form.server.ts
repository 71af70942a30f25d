import type { z } from "zod";
import { SEND_NOTE_FIELD, takesNote } from "~/lib/sender-note";
import type { Toast } from "~/lib/toast";
import { ConfirmFirst } from "~/services/errors.server";
import type { ParamSchemas, UseCase } from "~/use-cases/use-case";
import { formDoor, type FormDoor, type FormDoorOptions } from "./form-door.server";

/**
 * A triage button's door (the Admin Dashboard; docs/product.md, "Contact,
 * reports and the Admin Dashboard"): admins only, then Post/Redirect/Get back
 * to the page with a toast; a refused move (409), an unknown record (404) or
 * bad input answers 'Update Failed' with the reason, on the same page, with
 * the refusal's own status.
 */
export function triageDoor<S extends z.ZodType, P extends ParamSchemas, O>(
  useCase: UseCase<"admin", S, P, O>,
  options: Pick<FormDoorOptions<"admin", S, P, O>, "from" | "paramsFrom"> & {
    /** What the toast says the change did. */
    done(result: O): Toast;
    /**
     * A move that carries a note to the sender is shown first: without the preview's
     * `send_note` it answers the preview (200) instead of moving
     * (docs/decisions/0076-replies-that-reach-the-sender.md).
     */
    previewNote?: boolean;
  },
): FormDoor {
  return formDoor(useCase, {
    from: options.from,
    paramsFrom: options.paramsFrom,
    call: options.previewNote
      ? async ({ input, form, caller, params }) => {
          const { status, note } = input as { status?: string; note?: string };
          if (note?.trim() && status && takesNote(status) && form.get(SEND_NOTE_FIELD) !== "on")
            throw new ConfirmFirst("Check the note before it is sent.", SEND_NOTE_FIELD);
          return useCase.run(input, caller, params);
        }
      : undefined,
    done: (result, { request }) => {
      const url = new URL(request.url);
      return { to: `${url.pathname}${url.search}`, toast: options.done(result) };
    },
    invalid: (errors) => updateFailed(Object.values(errors).find((e) => e?.length)?.[0] ?? "Invalid input"),
    // A move to confirm is no failure: the page shows its confirm step instead (ConfirmFirst).
    refused: (error) => (error instanceof ConfirmFirst ? null : updateFailed(error.message)),
    // The note's preview is an answer to show, not a refusal.
    refusedStatus: (error) =>
      error instanceof ConfirmFirst && error.fieldErrors?.[SEND_NOTE_FIELD] ? 200 : error.status,
  });
}

const updateFailed = (description: string): Toast => ({ title: "Update Failed", description, variant: "destructive" });

/** The record a button posts for: its form's `id` field. */
export const idFromForm = (form: FormData) => ({ id: String(form.get("id") ?? "") });
