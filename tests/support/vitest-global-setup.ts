/**
 * Global setup of the vitest `integration` project: build the app once
 * (unless APP_BUILD_FRESH=1) and import one template database that every
 * startServer() in every worker copies (published in TEST_TEMPLATE_DATABASE),
 * unless the caller already made one (templateFromCaller).
 */
import { buildAppOnce } from "./build";
import { createTemplateDatabase, TEMPLATE_ENV, templateFromCaller } from "./server";

export default async function setup() {
  buildAppOnce();
  if (templateFromCaller()) return;
  const started = Date.now();
  const template = await createTemplateDatabase();
  process.stderr.write(`[test setup] template database imported in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  process.env[TEMPLATE_ENV] = template.path;
  return () => {
    template.remove();
  };
}
