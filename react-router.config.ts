import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Loaders and actions get the raw request; the edge normalizes its address itself, cloning
    // only when it must (server/route-requests.mjs, docs/decisions/0044-request-path-cost.md).
    // Production and `npm run dev` both run that edge (docs/decisions/0056-dev-server-edge.md),
    // so app code reads the same `request.url` everywhere. `react-router dev` alone would not
    // normalize: it is not how this app is run.
    v8_passThroughRequests: true,
  },
} satisfies Config;
