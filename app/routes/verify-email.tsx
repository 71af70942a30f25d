import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/verify-email";
import { assertSameOrigin } from "~/http/csrf.server";
import { flashHeader } from "~/http/flash.server";
import { getUser, requireUser } from "~/http/session.server";
import { sendVerificationMail, verifyEmailToken } from "~/services/email-verification.server";

/**
 * GET /verify-email?token=… — the link of the verification mail
 * (docs/decisions/0029-admin-dashboard-and-email-verification.md): marks the address verified and goes on with a toast;
 * a bad or expired link says so here, with a button that sends a new one.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = verifyEmailToken(token);
  const user = await getUser(request);
  if (outcome.ok) {
    return redirect(user?.id === outcome.userId ? "/profile" : "/", {
      headers: {
        "Set-Cookie": await flashHeader({
          title: "Email verified",
          description: "Thank you: your e-mail address is confirmed.",
        }),
      },
    });
  }
  return data({ reason: outcome.reason, signedIn: user !== null }, { status: 400 });
}

/** POST /verify-email — sends the signed-in user a new link. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireUser(request, "Please log in to verify your e-mail address.");
  sendVerificationMail(user.id, new URL(request.url).origin);
  return redirect("/profile", {
    headers: {
      "Set-Cookie": await flashHeader({
        title: "Verification e-mail sent",
        description: "Follow the link in it within 48 hours.",
      }),
    },
  });
}

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
