/**
 * Playwright global setup: build the app once (unless APP_BUILD_FRESH=1),
 * import the template DB (unless the caller made one: templateFromCaller), and
 * start ONE app server over a copy of it on the port playwright.config.ts
 * picked (E2E_PORT). Returns the teardown.
 * With E2E_BASE_URL set, tests run against that server and nothing starts.
 */
import { startFakeAwc, type FakeAwc } from "../../fakes/awc";
import { startLivePlacesApp, type LivePlacesApp } from "./live-places-app";
import { startAccountFakes } from "./account-fakes";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "./admin";
import { grantAdmin } from "../../support/admin-rights";
import { buildAppOnce } from "../../support/build";
import { createTemplateDatabase, startServer, TEMPLATE_ENV, templateFromCaller } from "../../support/server";

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  buildAppOnce();
  const given = templateFromCaller();
  const template = given ? { path: given, remove: () => {} } : await createTemplateDatabase();
  process.env[TEMPLATE_ENV] = template.path;
  // The AWC replayed from the recorded 2025 cache file as it is: real categories, observations shown with their (old) age.
  let awc: FakeAwc | undefined;
  let server;
  // Accounts (issue 3): fake Google for this server, and a second server with the bot check on (E2E_BOTCHECK_URL).
  let accounts: Awaited<ReturnType<typeof startAccountFakes>> | undefined;
  let botCheckServer;
  // Live places (issue 21): a third server with LIVE_PLACES on, its services the recorded stand-ins (E2E_LIVE_PLACES_URL).
  let livePlaces: LivePlacesApp | undefined;
  try {
    awc = await startFakeAwc({ mode: "stale" });
    accounts = await startAccountFakes();
    server = await startServer({
      port: Number(process.env.E2E_PORT),
      env: {
        AWC_BASE_URL: awc.baseUrl,
        SATELLITE_URL_TEMPLATE: `${awc.baseUrl}/no-satellite-here/{lat},{lng},{zoom}.jpg`,
        ...accounts.appEnv,
      },
    });
    // The journeys' admin, made as a self-hoster makes one: sign up, then npm run admin:grant.
    const signUp = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD }),
    });
    if (signUp.status !== 201) throw new Error(`e2e admin sign-up answered ${signUp.status}: ${await signUp.text()}`);
    await grantAdmin(server.databasePath, E2E_ADMIN_EMAIL);
    botCheckServer = await startServer({ env: accounts.botCheckEnv });
    process.env.E2E_BOTCHECK_URL = botCheckServer.url;
    livePlaces = await startLivePlacesApp();
    await waitForWeather(server.url);
  } catch (error) {
    await server?.stop();
    await botCheckServer?.stop();
    await livePlaces?.stop();
    await accounts?.close();
    await awc?.close();
    template.remove();
    throw error;
  }
  process.stderr.write(`[e2e] app server at ${server.url} (db ${server.databasePath})\n`);
  const app = server;
  const botCheckApp = botCheckServer;
  return async () => {
    await app.stop();
    await botCheckApp.stop();
    await livePlaces?.stop();
    await accounts?.close();
    await awc?.close();
    if (process.env.E2E_SERVER_LOG) process.stderr.write(app.output());
    template.remove();
  };
}

/**
 * The server loads the weather cache on start, in the background: wait until a
 * station that only the cache file has (KAPC, Napa; not in the Data API recording) answers.
 */
async function waitForWeather(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${url}/api/weather/KAPC`);
    if (res.ok && ((await res.json()) as unknown[]).length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The e2e server did not load the weather cache within ${timeoutMs} ms`);
}
