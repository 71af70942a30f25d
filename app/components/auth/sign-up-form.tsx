import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { useClearPasswords } from "~/components/account-form-parts";
import { Field, FormError } from "~/components/form-field";
import { showToast } from "~/components/toaster";
import { TurnstileWidget, type WidgetState } from "~/components/turnstile-widget";
import { signUpFormSchema } from "~/lib/account-schemas";
import { BOT_CHECK_REQUIRED, BOT_CHECK_REQUIRED_TITLE, HONEYPOT_FIELD, TIME_TRAP_FIELD } from "~/lib/bot-check";
import { useHydrated } from "~/lib/use-hydrated";

export interface SignUpProps {
  redirectTo: string;
  lastResult: SubmissionResult<string[]> | null;
  botCheck: { enabled: boolean; siteKey: string | null; scriptUrl: string };
  formStartedAt: string;
  /** The server's answer when it refused the bot check: the widget resets (spec §4). */
  refusal: object | null;
}

/** The Sign Up tab's form (spec §2, §4): the bot check, or its no-JavaScript fallback, before the account is made. */
export function SignUpForm({ redirectTo, lastResult, botCheck, formStartedAt, refusal }: SignUpProps) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "signup";
  const [token, setToken] = useState<string | null>(null);
  const [widgetState, setWidgetState] = useState<WidgetState>("loading");
  const [form, fields] = useForm({
    id: "sign-up",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpFormSchema }),
  });
  useClearPasswords(lastResult, form.id, ["password", "confirmPassword"]);
  const formProps = getFormProps(form);
  const botField = fields["cf-turnstile-response"];

  return (
    <Form
      method="post"
      {...formProps}
      onSubmit={(event) => {
        // Spec §4: with the widget running, sign-up is blocked until it gives a token.
        if (botCheck.enabled && hydrated && widgetState === "ready" && !token) {
          event.preventDefault();
          showToast({ title: BOT_CHECK_REQUIRED_TITLE, description: BOT_CHECK_REQUIRED, variant: "destructive" });
          return;
        }
        formProps.onSubmit(event);
        if (event.defaultPrevented) {
          const check = parseWithZod(new FormData(event.currentTarget), { schema: signUpFormSchema });
          if (check.status !== "success" && check.error?.confirmPassword?.includes("Passwords don't match")) {
            showToast({
              title: "Passwords don't match",
              description: "Please make sure your passwords match",
              variant: "destructive",
            });
          }
        }
      }}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="signup" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError errors={form.errors} id={form.errorId} />
      <Field label="Email" field={fields.email}>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className="field-input" />
      </Field>
      <Field label="Password" field={fields.password} hint="At least 6 characters.">
        <input
          {...getInputProps(fields.password, { type: "password" })}
          autoComplete="new-password"
          className="field-input"
        />
      </Field>
      <Field label="Confirm password" field={fields.confirmPassword}>
        <input
          {...getInputProps(fields.confirmPassword, { type: "password" })}
          autoComplete="new-password"
          className="field-input"
        />
      </Field>

      {/* No-JS fallback (docs/decisions/0013-auth-and-bot-check.md): a field people never see, and when the form was served, signed. */}
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="sign-up-homepage">Leave this field empty</label>
        <input
          id="sign-up-homepage"
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={TIME_TRAP_FIELD} value={formStartedAt} />

      {botCheck.enabled && botCheck.siteKey && (
        <div>
          <p className="field-label">Security check</p>
          {hydrated ? (
            <TurnstileWidget
              siteKey={botCheck.siteKey}
              scriptUrl={botCheck.scriptUrl}
              onToken={setToken}
              onState={setWidgetState}
              resetKey={refusal}
            />
          ) : (
            <noscript>
              <p className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
                JavaScript is off, so the security check can't run. You can still create an account: take a few seconds
                over the form, then send it. Without the check we look at how the form was filled in, and accept only a
                few sign-ups from one network per quarter of an hour.
              </p>
            </noscript>
          )}
          <input type="hidden" name="cf-turnstile-response" value={token ?? ""} />
          {botField.errors && (
            <p id={botField.errorId} className="field-error">
              {botField.errors[0]}
            </p>
          )}
        </div>
      )}

      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? "Creating account..." : "Create Account"}
      </button>
    </Form>
  );
}
