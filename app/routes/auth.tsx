import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/auth";
import { ActionToast, useClearPasswords } from "~/components/account-form-parts";
import { Field, FormError } from "~/components/form-field";
import { LinkTabs } from "~/components/link-tabs";
import { showToast } from "~/components/toaster";
import type { Toast } from "~/lib/toast";
import { TurnstileWidget, type WidgetState } from "~/components/turnstile-widget";
import { signInSchema, signUpFormSchema } from "~/lib/account-schemas";
import { useHydrated } from "~/lib/use-hydrated";
import { asAccountError, signIn, signUp } from "~/services/accounts.server";
import { googleConfigured } from "~/services/auth-config.server";
import { BOT_CHECK_REQUIRED, BOT_CHECK_REQUIRED_TITLE, HONEYPOT_FIELD, TIME_TRAP_FIELD } from "~/lib/bot-check";
import { botCheckConfig, timeTrapStamp } from "~/services/bot-check.server";
import { assertSameOrigin } from "~/http/csrf.server";
import { getUser, safeRedirect, signInAndRedirect } from "~/http/session.server";

type Tab = "signin" | "signup";

export async function loader({ request }: Route.LoaderArgs) {
  // Spec §2: an already signed-in visitor is sent to /.
  if (await getUser(request)) throw redirect("/");
  const url = new URL(request.url);
  const tab: Tab = url.searchParams.get("tab") === "signup" ? "signup" : "signin";
  return {
    tab,
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), "/"),
    googleConfigured: googleConfigured(),
    botCheck: botCheckConfig(),
    formStartedAt: timeTrapStamp(),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.tab === "signup" ? "Sign Up | AirportFinder" : "Sign In | AirportFinder" },
  { name: "description", content: "Sign in to save airports, trips and your default search." },
];

interface ActionAnswer {
  intent: Tab;
  lastResult: SubmissionResult<string[]>;
  toast: Toast | null;
  botCheckRefused?: boolean;
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const formData = await request.formData();
  const redirectTo = safeRedirect(formData.get("redirectTo"), "/");

  if (formData.get("intent") === "signup") {
    const submission = parseWithZod(formData, { schema: signUpFormSchema });
    const hideFields = ["password", "confirmPassword", "cf-turnstile-response"];
    if (submission.status !== "success") {
      const mismatch = submission.error?.confirmPassword?.includes("Passwords don't match");
      return data<ActionAnswer>(
        {
          intent: "signup",
          lastResult: submission.reply({ hideFields }),
          toast: mismatch ? { title: "Passwords don't match", description: "Please make sure your passwords match", variant: "destructive" } : null,
        },
        { status: 400 },
      );
    }
    try {
      const user = await signUp(request, submission.value, {
        honeypot: stringOrNull(formData.get(HONEYPOT_FIELD)),
        formStartedAt: stringOrNull(formData.get(TIME_TRAP_FIELD)),
      });
      return signInAndRedirect(request, user.id, redirectTo, {
        title: "Account created!",
        description: "Welcome to AirportFinder. Start exploring airports now.",
      });
    } catch (error) {
      const refusal = asAccountError(error);
      if (!refusal) throw error;
      const botCheck = Boolean(refusal.fieldErrors?.["cf-turnstile-response"]);
      // Spec §8: 'Failed to create account', unless the message is the bot check's (or, here, the rate limit's).
      const description = botCheck || refusal.status === 429 ? refusal.message : "Failed to create account";
      return data<ActionAnswer>(
        {
          intent: "signup",
          lastResult: submission.reply({ formErrors: refusal.fieldErrors ? [] : [refusal.message], fieldErrors: refusal.fieldErrors, hideFields }),
          toast: { title: refusal.title ?? "Sign up failed", description, variant: "destructive" },
          botCheckRefused: botCheck,
        },
        { status: refusal.status === 429 ? 429 : 400 },
      );
    }
  }

  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") {
    return data<ActionAnswer>({ intent: "signin", lastResult: submission.reply({ hideFields: ["password"] }), toast: null }, { status: 400 });
  }
  try {
    const user = await signIn(request, submission.value);
    return signInAndRedirect(request, user.id, redirectTo, { title: "Welcome back!", description: "Successfully signed in" });
  } catch (error) {
    const refusal = asAccountError(error);
    if (!refusal) throw error;
    return data<ActionAnswer>(
      {
        intent: "signin",
        lastResult: submission.reply({ formErrors: [refusal.message], hideFields: ["password"] }),
        toast: { title: "Sign in failed", description: refusal.message, variant: "destructive" },
      },
      { status: refusal.status === 429 ? 429 : 400 },
    );
  }
}

const stringOrNull = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : null);

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo } = loaderData;
  const tab: Tab = actionData?.intent ?? loaderData.tab;
  const query = (t: Tab) => {
    const q = new URLSearchParams();
    if (t === "signup") q.set("tab", "signup");
    if (redirectTo !== "/") q.set("redirectTo", redirectTo);
    const s = q.toString();
    return s ? `?${s}` : "";
  };

  return (
    <div className="mx-auto grid max-w-5xl items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)]">
      <section className="card overflow-hidden" aria-labelledby="auth-heading">
        <div className="px-4 pt-5 sm:px-6">
          <h1 id="auth-heading" className="text-xl font-bold text-navy-900 sm:text-2xl">
            {tab === "signup" ? "Create your account" : "Welcome back"}
          </h1>
          <p className="mt-1 text-sm text-slate-700">
            {tab === "signup" ? "Save airports and trips, and keep your default search." : "Sign in to see your trips and saved places."}
          </p>
        </div>
        <div className="mt-4 px-4 sm:px-6">
          <LinkTabs
            label="Sign in or sign up"
            current={tab}
            tabs={[
              { id: "signin", label: "Sign In", href: `/auth${query("signin")}` },
              { id: "signup", label: "Sign Up", href: `/auth${query("signup")}` },
            ]}
          />
        </div>
        <div className="px-4 py-5 sm:px-6">
          <ActionToast toast={actionData?.toast} />
          {tab === "signup" ? (
            <SignUpForm
              key="signup"
              redirectTo={redirectTo}
              lastResult={actionData?.intent === "signup" ? actionData.lastResult : null}
              botCheck={loaderData.botCheck}
              formStartedAt={loaderData.formStartedAt}
              refusal={actionData?.botCheckRefused ? actionData : null}
            />
          ) : (
            <SignInForm key="signin" redirectTo={redirectTo} lastResult={actionData?.intent === "signin" ? actionData.lastResult : null} />
          )}
          <div className="my-5 flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
            <span className="h-px flex-1 bg-slate-200" />
            or
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <GoogleButton configured={loaderData.googleConfigured} redirectTo={redirectTo} />
        </div>
      </section>
      <MarketingPanel />
    </div>
  );
}

function SignInForm({ redirectTo, lastResult }: { redirectTo: string; lastResult: SubmissionResult<string[]> | null }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "signin";
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  });
  useClearPasswords(lastResult, form.id, ["password"]);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="signin" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError errors={form.errors} id={form.errorId} />
      <Field label="Email" field={fields.email}>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className="field-input" />
      </Field>
      <Field label="Password" field={fields.password}>
        <input {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" className="field-input" />
      </Field>
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? "Signing in..." : "Sign In"}
      </button>
    </Form>
  );
}

interface SignUpProps {
  redirectTo: string;
  lastResult: SubmissionResult<string[]> | null;
  botCheck: { enabled: boolean; siteKey: string | null; scriptUrl: string };
  formStartedAt: string;
  /** The server's answer when it refused the bot check: the widget resets (spec §4). */
  refusal: object | null;
}

function SignUpForm({ redirectTo, lastResult, botCheck, formStartedAt, refusal }: SignUpProps) {
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
            showToast({ title: "Passwords don't match", description: "Please make sure your passwords match", variant: "destructive" });
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
      <Field
        label="Password"
        field={fields.password}
        hint="At least 6 characters."
      >
        <input {...getInputProps(fields.password, { type: "password" })} autoComplete="new-password" className="field-input" />
      </Field>
      <Field label="Confirm password" field={fields.confirmPassword}>
        <input {...getInputProps(fields.confirmPassword, { type: "password" })} autoComplete="new-password" className="field-input" />
      </Field>

      {/* No-JS fallback (docs/decisions/0013-auth-and-bot-check.md): a field people never see, and when the form was served, signed. */}
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor="sign-up-homepage">Leave this field empty</label>
        <input id="sign-up-homepage" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={TIME_TRAP_FIELD} value={formStartedAt} />

      {botCheck.enabled && botCheck.siteKey && (
        <div>
          <p className="field-label">Security check</p>
          {hydrated ? (
            <TurnstileWidget siteKey={botCheck.siteKey} scriptUrl={botCheck.scriptUrl} onToken={setToken} onState={setWidgetState} resetKey={refusal} />
          ) : (
            <noscript>
              <p className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
                JavaScript is off, so the security check can't run. You can still create an account: take a few seconds over the
                form, then send it. Without the check we look at how the form was filled in, and accept only a few sign-ups from
                one network per quarter of an hour.
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

function GoogleButton({ configured, redirectTo }: { configured: boolean; redirectTo: string }) {
  const icon = (
    <span aria-hidden="true" className="flex h-5 w-5 items-center justify-center rounded-full border border-slate-300 bg-white text-xs font-bold text-[#4285f4]">
      G
    </span>
  );
  if (!configured) {
    return (
      <div>
        <button type="button" className="btn-secondary w-full" disabled aria-describedby="google-not-configured">
          {icon}
          Google sign-in not configured
        </button>
        <p id="google-not-configured" className="mt-1 text-sm text-slate-600">
          This server has no Google sign-in set up. Use your e-mail and password instead.
        </p>
      </div>
    );
  }
  const href = redirectTo === "/" ? "/api/auth/google" : `/api/auth/google?redirectTo=${encodeURIComponent(redirectTo)}`;
  return (
    <a href={href} className="btn-secondary w-full">
      {icon}
      Continue with Google
    </a>
  );
}

function MarketingPanel() {
  const points = [
    {
      title: "Unlock 19,000+ airports",
      text: "Every US airport you can reach from your home field, with trip time, runway, surface and live flight category.",
    },
    {
      title: "Plan the perfect meetup by flight time",
      text: "Find where two planes arrive at about the same time, and what there is to do once you're on the ground.",
    },
    {
      title: "Save your plans",
      text: "Keep airports, activities, landmarks and restaurants in My Trips, and start every search from your own defaults.",
    },
  ];
  return (
    <aside aria-labelledby="why-heading" className="rounded-lg bg-navy-800 p-5 text-white shadow-sm sm:p-7">
      <h2 id="why-heading" className="text-lg font-bold sm:text-xl">
        Why sign in?
      </h2>
      <ul className="mt-4 space-y-4">
        {points.map((p) => (
          <li key={p.title} className="flex gap-3">
            <svg aria-hidden="true" viewBox="0 0 20 20" width="22" height="22" className="mt-0.5 shrink-0 text-amber-400">
              <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <div>
              <p className="font-semibold">{p.title}</p>
              <p className="mt-0.5 text-sm text-navy-100">{p.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-navy-100">Searching and browsing airports never needs an account.</p>
    </aside>
  );
}
