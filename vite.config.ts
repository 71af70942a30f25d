import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { offlineWorkerVersion } from "./vite-plugins/offline-worker";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), offlineWorkerVersion()],
  ssr: { external: ["better-sqlite3"] },
});
