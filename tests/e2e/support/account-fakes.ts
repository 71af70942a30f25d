/**
 * Outside services of the accounts area for the e2e run (issue 3): a fake
 * Google OAuth provider for the shared app server, and a fake Turnstile for a
 * second app server that has the bot check on (E2E_BOTCHECK_URL). The shared
 * server keeps the bot check off, so other areas' journeys can sign users up
 * through POST /api/auth/register without a widget token.
 */
import { startFakeGoogle } from "../../fakes/google-oauth";
import { startFakeTurnstile, TURNSTILE_TEST_KEYS } from "../../fakes/turnstile";

/** Every e2e browser is 127.0.0.1: rate limits per IP would meet across all parallel journeys. */
const roomyLimits = {
  LOGIN_LIMIT_PER_IP: "100000",
  SIGNUP_LIMIT_PER_IP: "100000",
  NOJS_SIGNUP_LIMIT_PER_IP: "100000",
  NOJS_CONTACT_LIMIT_PER_IP: "100000",
  NOJS_REPORT_LIMIT_PER_IP: "100000",
  NOJS_SUGGESTION_LIMIT_PER_IP: "100000",
  FEEDBACK_LIMIT_PER_IP: "100000",
};

export async function startAccountFakes() {
  const google = await startFakeGoogle();
  const turnstile = await startFakeTurnstile();
  return {
    /** For the shared app server: Google points at the fake. */
    appEnv: { ...google.env, ...roomyLimits },
    /** For the bot-check app server: Turnstile's always-pass test keys against the fake, the no-JS time trap at 1 s. */
    botCheckEnv: {
      ...google.env,
      ...roomyLimits,
      ...turnstile.env({ siteKey: TURNSTILE_TEST_KEYS.siteKeyPasses, secretKey: TURNSTILE_TEST_KEYS.secretPasses }),
      SIGNUP_MIN_FORM_SECONDS: "1",
    },
    close: async () => {
      await Promise.all([google.close(), turnstile.close()]);
    },
  };
}
