/** The server build React Router's Vite plugin makes from app/routes.ts (app/services/served-pages.server.ts reads its route table). */
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  export const routes: ServerBuild["routes"];
}
