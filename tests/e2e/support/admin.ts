import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL } from "./account-fakes";

const ADMIN_PASSWORD = "e2e-admin-pass-42";

/** Signs the page in as the e2e admin (ADMIN_EMAILS): registers the account once, signs in afterwards. */
export async function signInAsAdmin(page: Page) {
  const register = await page.request.post("/api/auth/register", {
    data: { email: E2E_ADMIN_EMAIL, password: ADMIN_PASSWORD, "cf-turnstile-response": "" },
  });
  if (register.status() === 201) return;
  expect(register.status(), await register.text()).toBe(409);
  const login = await page.request.post("/api/auth/login", { data: { email: E2E_ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
}
