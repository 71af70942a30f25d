import type { SubmissionResult } from "@conform-to/react";
import type { Toast } from "./toast";

export type AuthTab = "signin" | "signup";

/** What the /auth action answers when a form is refused (status 400 or 429): shared by the page and its server module. */
export interface AuthActionAnswer {
  intent: AuthTab;
  lastResult: SubmissionResult<string[]>;
  toast: Toast | null;
  /** The server refused the bot check: the widget resets (spec §4). */
  botCheckRefused?: boolean;
}
