import { redirect } from "react-router";
import type { Route } from "./+types/auth.google";
import { methodNotAllowed } from "~/http/json-errors.server";
import { googleConfigured } from "~/services/auth-config.server";
import { flashHeader } from "~/http/flash.server";
import { startGoogleSignIn } from "~/http/google-auth.server";

/**
 * GET /api/auth/google — a browser navigation that starts Google sign-in
 * (spec §7). Only sets the short-lived state cookie; the sign-in itself happens
 * at the callback, after Google's answer is checked.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (!googleConfigured()) {
    throw redirect("/auth", {
      headers: {
        "Set-Cookie": await flashHeader({
          title: "Sign in failed",
          description: "Google sign-in is not configured on this server. Use your e-mail and password instead.",
          variant: "destructive",
        }),
      },
    });
  }
  return startGoogleSignIn(request);
}

export const action = () => methodNotAllowed("GET");
