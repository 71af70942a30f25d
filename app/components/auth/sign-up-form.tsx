import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { inputProps } from "~/components/field-props";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { useClearPasswords } from "~/components/account-form-parts";
import { Field, FormError } from "~/components/form-field";
import { showToast } from "~/components/toaster";
import { BotCheckField, type BotCheckProps } from "~/components/bot-check-field";
import { useBotCheckGuard } from "~/components/use-bot-check-guard";
import { signUpFormSchema } from "~/lib/account-schemas";
import { useSchemaForm } from "~/lib/use-schema-form";
import { busyProps } from "~/components/status-button";

export interface SignUpProps {
  redirectTo: string;
  lastResult: SubmissionResult<string[]> | null;
  botCheck: BotCheckProps;
  formStartedAt: string;
  /** Set when the server refused the bot check: the widget resets (docs/decisions/0013-auth-and-bot-check.md). */
  botCheckRefused?: number;
}

const SIGN_UP_NO_JS_NOTE =
  "You can still create an account: take a few seconds over the form, then send it. Without the check we look at " +
  "how the form was filled in, and accept only a few sign-ups from one network per quarter of an hour.";

/** The Sign Up tab's form (docs/product.md, "Accounts"): the bot check, or its no-JavaScript fallback, before the account is made. */
export function SignUpForm({ redirectTo, lastResult, botCheck, formStartedAt, botCheckRefused }: SignUpProps) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "signup";
  const guard = useBotCheckGuard(botCheck, "signup");
  const [form, fields] = useSchemaForm({ id: "sign-up", schema: signUpFormSchema, lastResult });
  useClearPasswords(lastResult, form.id, ["password", "confirmPassword"]);
  const formProps = getFormProps(form);

  return (
    <Form
      method="post"
      {...formProps}
      onSubmit={(event) => {
        // Every field's message, and with the widget running the wait for its token too
        // (docs/decisions/0013-auth-and-bot-check.md): a mismatch is never hidden behind the check.
        // The fields' messages stay on the fields; the one toast at a time is the check's when it waits.
        guard.checkAll(event, (e) => {
          formProps.onSubmit(e);
          const fieldCheck = parseWithZod(new FormData(e.currentTarget), { schema: signUpFormSchema });
          if (fieldCheck.status !== "success" && fieldCheck.error?.confirmPassword?.includes("Passwords don't match")) {
            showToast({
              title: "Passwords don't match",
              description: "Please make sure your passwords match",
              variant: "destructive",
            });
          }
        });
      }}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="signup" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError errors={form.errors} id={form.errorId} />
      <Field label="Email" field={fields.email}>
        <input {...inputProps(fields.email, { type: "email" })} autoComplete="email" className="field-input" />
      </Field>
      <Field label="Password" field={fields.password} hint="At least 6 characters.">
        <input
          {...inputProps(fields.password, { type: "password" })}
          autoComplete="new-password"
          className="field-input"
        />
      </Field>
      <Field label="Confirm password" field={fields.confirmPassword}>
        <input
          {...inputProps(fields.confirmPassword, { type: "password" })}
          autoComplete="new-password"
          className="field-input"
        />
      </Field>

      <BotCheckField
        idPrefix="sign-up"
        botCheck={botCheck}
        formStartedAt={formStartedAt}
        {...guard.field}
        resetKey={botCheckRefused}
        error={fields["cf-turnstile-response"].errors?.[0]}
        noJsNote={SIGN_UP_NO_JS_NOTE}
        expiredDescription="Please complete the verification again before creating account."
      />

      <button type="submit" className="btn-primary w-full" {...busyProps(pending)}>
        {pending ? "Creating account..." : "Create Account"}
      </button>
    </Form>
  );
}
