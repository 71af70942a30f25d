import { vi } from "vitest";

/**
 * app/config.server.ts read anew under `env` (a setting is read once, when the module loads).
 * Call `vi.unstubAllEnvs()` after each test.
 */
export async function freshConfig(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import("~/config.server")).config;
}
