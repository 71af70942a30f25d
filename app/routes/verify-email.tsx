import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/verify-email";
import { ActionToast } from "~/components/account-form-parts";
import { formAction, formDoor } from "~/http/form-door.server";
import { loaderDoor } from "~/http/page-door.server";
import { sendVerificationCase, verifyEmailCase, verifyEmailPageCase } from "~/use-cases/accounts.server";

const page = loaderDoor(verifyEmailPageCase);

/**
 * GET /verify-email?token=… — the link of the verification mail
 * (docs/decisions/0029-admin-dashboard-and-email-verification.md): a page whose button
 * POSTs the token, so only the user's own press verifies, never a mail scanner's fetch
 * (docs/decisions/0072-mail-links-and-replies.md). A bad or expired link says so here,
 * with a button that sends a new one.
 */
export async function loader(args: Route.LoaderArgs) {
  const view = await page(args);
  return data(view, { status: view.reason ? 400 : 200 });
}

/** POST /verify-email — `intent=verify` confirms the address; `intent=send` mails the signed-in user a new link. */
export const action = formAction({
  verify: formDoor(verifyEmailCase, {
    done: (outcome) =>
      outcome.ok
        ? {
            to: outcome.ownAccount ? "/profile" : "/",
            toast: { title: "Email verified", description: "Thank you: your e-mail address is confirmed." },
          }
        : redirect(`/verify-email?failed=${outcome.reason}`),
  }),
  send: formDoor(sendVerificationCase, {
    signInPrompt: "Please log in to verify your e-mail address.",
    done: () => ({
      to: "/profile",
      toast: { title: "Verification e-mail sent", description: "Follow the link in it within 48 hours." },
    }),
  }),
});

export const meta: Route.MetaFunction = () => [{ title: "Verify e-mail | AirportFinder" }];

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.reason) {
    return (
      <section className="card mx-auto max-w-xl p-8 text-center">
        <h1 className="text-2xl font-bold text-navy-900">Confirm your e-mail address</h1>
        <p className="mt-2 text-slate-700">Press the button to confirm that this address is yours.</p>
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" name="intent" value="verify" className="btn-primary">
            Verify my e-mail address
          </button>
        </Form>
      </section>
    );
  }
  return (
    <section className="card mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold text-navy-900">This link does not work</h1>
      <p className="mt-2 text-slate-700">
        {loaderData.reason === "expired"
          ? "The verification link has expired."
          : "The verification link is not valid, or it was sent to an address the account no longer uses."}
      </p>
      {loaderData.signedIn ? (
        <Form method="post" className="mt-6">
          {/* A new link refused (too many in the window, or the address is verified already) says why. */}
          <ActionToast toast={actionData && "toast" in actionData ? actionData.toast : null} />
          <button type="submit" name="intent" value="send" className="btn-primary">
            Send a new link
          </button>
        </Form>
      ) : (
        <a href="/auth?redirectTo=%2Fverify-email" className="btn-primary mt-6">
          Sign in to get a new link
        </a>
      )}
    </section>
  );
}
