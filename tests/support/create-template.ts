/**
 * `node --import tsx tests/support/create-template.ts`: imports one template database (see
 * createTemplateDatabase) and prints its path. scripts/test-all.sh makes it once for the
 * integration and e2e layers (TEST_TEMPLATE_DATABASE) and removes it at the end.
 */
import { createTemplateDatabase } from "./server";

const started = Date.now();
const template = await createTemplateDatabase();
process.stderr.write(`[test setup] template database imported in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.stdout.write(template.path);
