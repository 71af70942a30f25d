import { offlinePagesOf } from "~/services/offline-pages.server";
import { declareUseCase } from "./use-case";

/** What the service worker keeps offline for the signed-in pilot (docs/decisions/0087-offline-pages.md). */
export const offlinePagesCase = declareUseCase({
  name: "offlinePages",
  who: "user",
  run: (_input, { user }) => offlinePagesOf(user.id),
});
