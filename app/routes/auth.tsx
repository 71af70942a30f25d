import { redirect } from "react-router";
import type { Route } from "./+types/auth";
import { ActionToast } from "~/components/account-form-parts";
import { GoogleButton } from "~/components/auth/google-button";
import { SignInForm } from "~/components/auth/sign-in-form";
import { SignUpForm } from "~/components/auth/sign-up-form";
import { WhySignInPanel } from "~/components/auth/why-sign-in-panel";
import { LinkTabs } from "~/components/link-tabs";
import { authFormAction } from "~/http/auth-form.server";
import { getUser } from "~/http/session.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { signInPromptFor } from "~/lib/sign-in-prompts";
import { googleConfigured } from "~/services/auth-config.server";
import { botCheckForm } from "~/services/bot-check.server";

type AuthTab = "signin" | "signup";

export async function loader({ request }: Route.LoaderArgs) {
  // An already signed-in visitor is sent to /.
  if (await getUser(request)) throw redirect("/");
  const url = new URL(request.url);
  const tab: AuthTab = url.searchParams.get("tab") === "signup" ? "signup" : "signin";
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/");
  return {
    tab,
    redirectTo,
    prompt: signInPromptFor(redirectTo),
    googleConfigured: googleConfigured(),
    ...botCheckForm(),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.tab === "signup" ? "Sign Up | AirportFinder" : "Sign In | AirportFinder" },
  { name: "description", content: "Sign in to save airports, trips and your default search." },
];

/** Sign-in and sign-up posts: app/http/auth-form.server.ts. */
export const action = authFormAction;

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, prompt } = loaderData;
  // A refused post (the form again, with its errors) shows on the tab it was sent from: its intent is among the values it sent back.
  const refused = actionData && "lastResult" in actionData ? actionData : undefined;
  const posted = refused?.lastResult.initialValue?.intent;
  const tab: AuthTab = posted === "signup" ? "signup" : posted === undefined ? loaderData.tab : "signin";
  const query = (t: AuthTab) => {
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
            {tab === "signup"
              ? "Save airports and trips, and keep your default search."
              : "Sign in to see your trips and saved places."}
          </p>
          {prompt && (
            <p role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              <span className="font-semibold">Login Required.</span> {prompt}
            </p>
          )}
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
          <ActionToast toast={refused?.toast} />
          {tab === "signup" ? (
            <SignUpForm
              key="signup"
              redirectTo={redirectTo}
              lastResult={tab === "signup" ? (refused?.lastResult ?? null) : null}
              botCheck={loaderData.botCheck}
              formStartedAt={loaderData.formStartedAt}
              botCheckRefused={refused?.botCheckRefused}
            />
          ) : (
            <SignInForm
              key="signin"
              redirectTo={redirectTo}
              lastResult={tab === "signin" ? (refused?.lastResult ?? null) : null}
            />
          )}
          <div className="my-5 flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
            <span className="h-px flex-1 bg-slate-200" />
            or
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <GoogleButton configured={loaderData.googleConfigured} redirectTo={redirectTo} />
        </div>
      </section>
      <WhySignInPanel />
    </div>
  );
}
