import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form, type FetcherWithComponents } from "react-router";
import { ActionToast } from "./account-form-parts";
import { focusingFirstError } from "./focus-first-error";
import { FormError } from "./form-field";
import type { Toast } from "~/lib/toast";

/**
 * A checked form's frame, on its own page or in a route dialog: posted by the dialog's fetcher
 * with JavaScript and as a plain post without; the toast of its answer, the form-level error,
 * and the keyboard taken to the first field in error when the browser refuses it.
 */
export function CheckedForm<Shape extends Record<string, unknown>>({
  form,
  fetcher,
  action,
  toast,
  children,
}: {
  form: FormMetadata<Shape, string[]>;
  fetcher?: FetcherWithComponents<unknown>;
  action?: string;
  toast: Toast | null | undefined;
  children: React.ReactNode;
}) {
  const FormTag = fetcher ? fetcher.Form : Form;
  const formProps = getFormProps(form);
  return (
    <FormTag
      method="post"
      action={action}
      {...formProps}
      onSubmit={focusingFirstError(formProps.onSubmit)}
      className="space-y-4"
    >
      <ActionToast toast={toast} />
      <FormError errors={form.errors} id={form.errorId} />
      {children}
    </FormTag>
  );
}
