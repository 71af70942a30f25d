import type { z } from "zod";
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
  },
): FormDoor {
  return formDoor(useCase, {
    from: options.from,
    paramsFrom: options.paramsFrom,
    done: (result, { request }) => {
      const url = new URL(request.url);
      return { to: `${url.pathname}${url.search}`, toast: options.done(result) };
    },
    invalid: (errors) => updateFailed(Object.values(errors).find((e) => e?.length)?.[0] ?? "Invalid input"),
    // A move to confirm is no failure: the page shows its confirm step instead (ConfirmFirst).
    refused: (error) => (error instanceof ConfirmFirst ? null : updateFailed(error.message)),
    refusedStatus: (error) => error.status,
  });
}

const updateFailed = (description: string): Toast => ({ title: "Update Failed", description, variant: "destructive" });

/** The record a button posts for: its form's `id` field. */
export const idFromForm = (form: FormData) => ({ id: String(form.get("id") ?? "") });
