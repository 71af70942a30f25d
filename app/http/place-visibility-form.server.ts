import { placeSaveFailedToast, placeSavedToast } from "~/lib/place-admin";
import { safeRedirect } from "~/lib/safe-redirect";
import { setPlaceHiddenCase } from "~/use-cases/place-admin.server";
import { formDoor, type FormDoor } from "./form-door.server";

/** The airport page's hide/show buttons (intent hide-place / show-place): back to the page with a toast. */
export function placeVisibilityDoors(): Record<"hide-place" | "show-place", FormDoor> {
  const door = (hidden: boolean) =>
    formDoor(setPlaceHiddenCase, {
      from: (form) => {
        const fields = new FormData();
        fields.set("table", String(form.get("table") ?? ""));
        fields.set("placeId", String(form.get("placeId") ?? ""));
        fields.set("hidden", hidden ? "on" : "");
        return fields;
      },
      done: (_, { request, input }) => ({
        to: backTo(request),
        toast: placeSavedToast(input.table, hidden ? "hidden" : "shown"),
        replace: true,
      }),
      refusedTo: (error, request, form) => ({
        to: backTo(request),
        toast: placeSaveFailedToast(
          form.get("table") === "landmarks" ? "landmarks" : "activities",
          "update",
          error.message,
        ),
        replace: true,
      }),
    });
  return { "hide-place": door(true), "show-place": door(false) };
}

const backTo = (request: Request) => {
  const url = new URL(request.url);
  return safeRedirect(`${url.pathname}${url.search}`);
};
