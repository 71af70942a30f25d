import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { inputProps } from "~/components/field-props";
import { Form, useNavigation } from "react-router";
import { useClearPasswords } from "~/components/account-form-parts";
import { Field, FormError } from "~/components/form-field";
import { signInSchema } from "~/lib/account-schemas";
import { useSchemaForm } from "~/lib/use-schema-form";
import { busyProps } from "~/components/status-button";

/** The Sign In tab's form (docs/product.md, "Accounts"): e-mail and password, posted to /auth with intent signin. */
export function SignInForm({
  redirectTo,
  lastResult,
}: {
  redirectTo: string;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "signin";
  const [form, fields] = useSchemaForm({ id: "sign-in", schema: signInSchema, lastResult });
  useClearPasswords(lastResult, form.id, ["password"]);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="signin" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError errors={form.errors} id={form.errorId} />
      <Field label="Email" field={fields.email}>
        <input {...inputProps(fields.email, { type: "email" })} autoComplete="email" className="field-input" />
      </Field>
      <Field label="Password" field={fields.password}>
        <input
          {...inputProps(fields.password, { type: "password" })}
          autoComplete="current-password"
          className="field-input"
        />
      </Field>
      <button type="submit" className="btn-primary w-full" {...busyProps(pending)}>
        {pending ? "Signing in..." : "Sign In"}
      </button>
    </Form>
  );
}
