import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { offlineWorkerVersion } from "./vite-plugins/offline-worker";
import { precompress } from "./vite-plugins/precompress";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), offlineWorkerVersion(), precompress()],
  build: {
    rollupOptions: {
      output: {
        // docs/decisions/0089-airport-page-parts-on-demand.md: React and React Router in one chunk;
        // the small helpers the root and both public pages need at first, and the error page (shown at
        // once), in another (a module named here takes every module it imports with it); the display
        // helpers only the airport page shows at first in a third (left to Rollup, a helper the
        // home page needs went with them, and the rest split into chunks of a few hundred bytes).
        manualChunks: (id) =>
          /\/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)
            ? "framework"
            : /\/app\/(lib\/(date-format|display|account-label|areas|use-hydrated|page-views|save-failure)|components\/(site-nav|site-footer|faa-cycle-warning|toaster|page-view-beacon|route-error|not-found-panel))\.tsx?$/.test(
                  id,
                )
              ? "app-shell"
              : /\/app\/(lib\/flight-time|lib\/flight-category|components\/fallback-image|components\/weather-badge|components\/fuel)\.tsx?$/.test(
                    id,
                  )
                ? "page-display"
                : undefined,
      },
    },
  },
  ssr: { external: ["better-sqlite3"] },
});
