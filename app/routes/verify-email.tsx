import { data, Form } from "react-router";
import type { Route } from "./+types/verify-email";
import { redirectWithToast } from "~/http/flash.server";
import { formAction, formDoor } from "~/http/form-door.server";
import { loaderDoor } from "~/http/page-door.server";
import { sendVerificationCase, verifyEmailCase } from "~/use-cases/accounts.server";

const verifyEmail = loaderDoor(verifyEmailCase);

/**
 * GET /verify-email?token=… — the link of the verification mail
 * (docs/decisions/0029-admin-dashboard-and-email-verification.md): marks the address verified and goes on with a toast;
 * a bad or expired link says so here, with a button that sends a new one.
 */
export async function loader(args: Route.LoaderArgs) {
  const outcome = await verifyEmail(args);
  if (outcome.ok) {
    return redirectWithToast(outcome.ownAccount ? "/profile" : "/", {
      title: "Email verified",
      description: "Thank you: your e-mail address is confirmed.",
    });
  }
  return data({ reason: outcome.reason, signedIn: outcome.signedIn }, { status: 400 });
}

/** POST /verify-email — sends the signed-in user a new link. */
export const action = formAction(
  formDoor(sendVerificationCase, {
    signInPrompt: "Please log in to verify your e-mail address.",
    done: () => ({
      to: "/profile",
      toast: { title: "Verification e-mail sent", description: "Follow the link in it within 48 hours." },
    }),
  }),
);

export const meta: Route.MetaFunction = () => [{ title: "Verify e-mail | AirportFinder" }];

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
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
          <button type="submit" className="btn-primary">
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
