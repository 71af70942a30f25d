/**
 * Playwright global setup: build the app once (unless APP_BUILD_FRESH=1),
 * import the template DB, and start ONE app server over a copy of it on the
 * port playwright.config.ts picked (E2E_PORT). Returns the teardown.
 * With E2E_BASE_URL set, tests run against that server and nothing starts.
 */
import { buildAppOnce } from "../../support/build";
import { createTemplateDatabase, startServer, TEMPLATE_ENV } from "../../support/server";

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  buildAppOnce();
  const template = await createTemplateDatabase();
  process.env[TEMPLATE_ENV] = template.path;
  let server;
  try {
    server = await startServer({ port: Number(process.env.E2E_PORT) });
  } catch (error) {
    template.remove();
    throw error;
  }
  process.stderr.write(`[e2e] app server at ${server.url} (db ${server.databasePath})\n`);
  const app = server;
  return async () => {
    await app.stop();
    if (process.env.E2E_SERVER_LOG) process.stderr.write(app.output());
    template.remove();
  };
}
