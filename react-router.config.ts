import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // The production server hands loaders and actions the raw request and normalizes its
    // address itself, cloning only when it must (server/route-requests.mjs,
    // docs/decisions/0044-request-path-cost.md). `react-router dev` has no such server: there
    // React Router keeps normalizing, so app code reads the same `request.url` everywhere.
    v8_passThroughRequests: !process.argv.includes("dev"),
  },
} satisfies Config;
