/**
 * The e2e admin: signed up and granted admin rights with `npm run admin:grant`
 * once by the global setup (global-setup.ts); journeys sign in as it.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { grantAdmin } from "../../support/admin-rights";
import type { TestServer } from "../../support/server";

export const E2E_ADMIN_EMAIL = "e2e-admin@airportfinder.test";
export const E2E_ADMIN_PASSWORD = "e2e-admin-pass-42";

/** Signs the browser context of `request` (page.request shares its cookies) in as the e2e admin. */
export async function signInAsAdmin(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", {
    data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/**
 * An admin on a test server of a spec's own: signs `email` up over the JSON API with `password`,
 * then grants it admin rights with the real `npm run admin:grant`.
 */
export async function makeAdmin(server: TestServer, email: string, password: string) {
  const signUp = await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  expect(signUp.status).toBe(201);
  await grantAdmin(server.databasePath, email);
}
