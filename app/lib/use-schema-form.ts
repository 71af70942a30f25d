import { useEffect, useRef } from "react";
import { useForm, type DefaultValue, type Submission, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { focusFirstError } from "~/components/focus-first-error";

/**
 * conform's useForm as every form of the product sets it up: the server's
 * last answer (`lastResult`: field errors and typed values of a failed post),
 * validated as you leave a field and again as you type once it showed an
 * error, by the same zod schema the server parses with.
 *
 *   const [form, fields] = useSchemaForm({ id: "profile", schema: profileSchema, lastResult, defaultValue });
 *
 * The field names come from the schema's input, or from `defaultValue` when
 * the form's values are plain strings (a GET form's query string).
 *
 * `validate: "server"` leaves the browser out: every post, conform's list intents
 * included, goes to the server, which answers with the form again (the itinerary
 * create screen: docs/decisions/0032-itinerary-screens-without-javascript.md).
 *
 * A new answer that refuses the form as a whole (a failed sign-in, a refusal with no field to
 * name) takes the keyboard to the form's error, as the browser's refusal does
 * (focusFirstError): conform itself focuses only a field in error
 * (docs/decisions/0100-focus-after-removal.md).
 */
export function useSchemaForm<
  S extends z.ZodType,
  Values extends Record<string, unknown> = Extract<z.input<S>, Record<string, unknown>>,
>(options: {
  id: string;
  schema: S;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<Values>;
  /** When a field is first checked: as it is left (the default), or only when the form is sent. */
  shouldValidate?: "onBlur" | "onSubmit";
  /** "server": no check in the browser, every post reaches the action (decision 0032's list intents). */
  validate?: "client" | "server";
  /** Called when the form is sent and its values pass (conform's onSubmit): the typed values in `submission`. */
  onSubmit?: Parameters<typeof useForm<Values, z.output<S>>>[0]["onSubmit"];
}) {
  const { schema, shouldValidate = "onBlur", validate = "client", ...rest } = options;
  const { id, lastResult } = options;
  // The answer the page came with is no news: only one that comes after a post here moves the focus.
  const firstResult = useRef(lastResult);
  useEffect(() => {
    const form = document.forms.namedItem(id);
    if (lastResult !== firstResult.current && lastResult?.error?.[""]?.length && form) focusFirstError(form);
  }, [id, lastResult]);
  return useForm<Values, z.output<S>>(
    validate === "server"
      ? rest
      : {
          ...rest,
          shouldValidate,
          shouldRevalidate: "onInput",
          onValidate: ({ formData }) =>
            parseWithZod(formData, { schema }) as unknown as Submission<Values, string[], z.output<S>>,
        },
  );
}
