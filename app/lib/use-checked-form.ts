import { useRef, useState, type FormEvent, type SyntheticEvent } from "react";

/** A failed submission as the server answers it (conform's SubmissionResult: each field's messages, the form's under ""). */
export interface CheckedResult {
  error?: Record<string, string[] | null> | null;
}

/** One field of a checked form: what its control and its error line need (app/components/form-field.tsx). */
export interface CheckedField {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  errors?: string[];
  initialValue?: string;
}

type Errors = Record<string, string[]>;

const isControl = (el: EventTarget | null): el is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

function serverErrors(result: CheckedResult | null | undefined): Errors {
  const errors: Errors = {};
  for (const [name, messages] of Object.entries(result?.error ?? {})) if (messages?.length) errors[name] = messages;
  return errors;
}

/**
 * A public form whose rules are written out without a schema library (issue 23: the search form
 * is the home page's first part to load, and conform's hooks alone weighed 8.8 KB gz and a
 * twentieth of the results page's render): `check` gives each field's messages, or null. Same
 * timing as useSchemaForm (app/lib/use-schema-form.ts) over conform: a field's errors show once
 * it is left, then update as you type; a send with errors shows them all at once and takes the
 * keyboard to the first. The server parses the same rules with the form's zod schema and answers
 * with `lastResult`, shown as the form first renders.
 *
 *   const form = useCheckedForm({ id: "search", check: searchFormErrors, lastResult, defaultValue });
 *   <Form {...form.props}> <FormError errors={form.errors} id={form.errorId} /> … form.field("departureAirport") …
 */
export function useCheckedForm(options: {
  id: string;
  check: (values: Record<string, unknown>) => Errors | null;
  lastResult?: CheckedResult | null;
  defaultValue?: Record<string, string | undefined>;
}) {
  const { id, check, lastResult, defaultValue } = options;
  const [initial] = useState(() => serverErrors(lastResult));
  const [shown, setShown] = useState<Errors>(initial);
  /** The fields whose errors show: left once, or sent. */
  const checked = useRef(new Set(Object.keys(initial)));

  const run = (form: HTMLFormElement, names: string[]) => {
    for (const name of names) checked.current.add(name);
    const errors = check(Object.fromEntries(new FormData(form))) ?? {};
    const next: Errors = {};
    for (const name of checked.current) if (errors[name]) next[name] = errors[name];
    setShown(next);
    return errors;
  };

  const props = {
    id,
    noValidate: true,
    "aria-describedby": shown[""] ? `${id}-error` : undefined,
    onBlur: (event: SyntheticEvent<HTMLFormElement>) => {
      if (isControl(event.target) && event.target.name) run(event.currentTarget, [event.target.name]);
    },
    onInput: (event: SyntheticEvent<HTMLFormElement>) => {
      if (isControl(event.target) && checked.current.has(event.target.name)) run(event.currentTarget, []);
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const controls = [...form.elements].filter(isControl);
      const errors = run(
        form,
        controls.map((c) => c.name),
      );
      if (Object.keys(errors).length === 0) return;
      event.preventDefault();
      controls.find((c) => errors[c.name])?.focus();
    },
  };

  const field = (name: string): CheckedField => ({
    id: `${id}-${name}`,
    name,
    formId: id,
    errorId: `${id}-${name}-error`,
    errors: shown[name],
    initialValue: defaultValue?.[name],
  });

  return { props, errors: shown[""], errorId: `${id}-error`, field };
}
