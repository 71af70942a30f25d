/**
 * Admin accounts for e2e journeys: the shared app server lists E2E_ADMIN_EMAILS
 * in ADMIN_EMAILS (global-setup.ts). A journey signs in as the admin of its own
 * project (js / no-js), registering it on first use.
 */
import { expect, type APIRequestContext, type TestInfo } from "@playwright/test";

export const E2E_ADMIN_EMAILS = ["e2e-admin-js@example.test", "e2e-admin-no-js@example.test"];
const PASSWORD = "admin-cockpit-pass-1";

export async function signInAsAdmin(request: APIRequestContext, testInfo: TestInfo) {
  const email = testInfo.project.name === "js" ? E2E_ADMIN_EMAILS[0]! : E2E_ADMIN_EMAILS[1]!;
  const registered = await request.post("/api/auth/register", { data: { email, password: PASSWORD, "cf-turnstile-response": "" } });
  if (registered.status() === 201) return email;
  // Another journey of this project registered it first.
  const login = await request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return email;
}
