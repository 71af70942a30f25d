import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { offlineWorkerVersion } from "./vite-plugins/offline-worker";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), offlineWorkerVersion()],
  build: {
    rollupOptions: {
      output: {
        // The small display helpers both public pages show at first travel in one chunk, not in
        // three or four of a few hundred bytes each (docs/decisions/0089-airport-page-parts-on-demand.md).
        manualChunks: (id) =>
          /\/app\/(lib\/flight-time|lib\/flight-category|components\/fallback-image|components\/weather-badge|components\/fuel)\.tsx?$/.test(
            id,
          )
            ? "page-display"
            : undefined,
      },
    },
  },
  ssr: { external: ["better-sqlite3"] },
});
