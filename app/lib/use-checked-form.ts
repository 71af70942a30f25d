import { parse, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";

/**
 * conform's useForm for a public form whose rules are written out without zod (issue 23: the
 * public pages do not load it): `check` gives each field's messages, or null. Same timing as
 * useSchemaForm (app/lib/use-schema-form.ts): as a field is left, then as you type once it showed
 * an error; the server parses the same rules with the form's zod schema.
 *
 *   const [form, fields] = useCheckedForm({ id: "search", check: searchFormErrors, lastResult, defaultValue });
 */
export function useCheckedForm<Values extends Record<string, unknown>>(options: {
  id: string;
  check: (values: Record<string, unknown>) => Record<string, string[]> | null;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<Values>;
  shouldValidate?: "onBlur" | "onSubmit";
}) {
  const { check, shouldValidate = "onBlur", ...rest } = options;
  return useForm<Values>({
    ...rest,
    shouldValidate,
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve: (payload) => {
          const error = check(payload);
          return error ? { error } : { value: payload as Values };
        },
      }),
  });
}
