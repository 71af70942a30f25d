import { useEffect, useRef } from "react";
import { Form, Link, useNavigate, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/admin.place-suggestions.$id";
import { ActionToast } from "~/components/account-form-parts";
import { listQuery, StatusBadge } from "~/components/admin-parts";
import { ADMIN_NOTES_MAX, DEFAULT_SUGGESTION_DISTANCE_NM } from "~/lib/feedback-schemas";
import { HIDE_PLACE_FIELD, SUGGESTION_ACTIONS, STATUS_LABELS } from "~/lib/feedback-status";
import { createdPlaceHref } from "~/lib/place-admin";
import { triageDoor } from "~/http/admin-form.server";
import { formAction } from "~/http/form-door.server";
import { aroundLoaderDoor, loaderDoor } from "~/http/page-door.server";
import { placeSuggestionCase, setPlaceSuggestionStatusCase } from "~/use-cases/feedback.server";
import { createPlaceFromSuggestionCase } from "~/use-cases/place-admin.server";
import { busyProps } from "~/components/status-button";

const suggestion = loaderDoor(placeSuggestionCase);
export const loader = aroundLoaderDoor(suggestion, async (args: Route.LoaderArgs) => ({
  suggestion: await suggestion(args),
}));

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Review: ${data.suggestion.name} | Admin Dashboard | AirportFinder` : "Page Not Found" },
];

const setStatus = triageDoor(setPlaceSuggestionStatusCase, {
  done: (row) => ({ title: "Suggestion updated", description: `“${row.name}” is now ${STATUS_LABELS[row.status]}.` }),
});

/** The status buttons post without an intent (and with `status`); 'Create' posts intent=create. */
export const action = formAction({
  "": setStatus,
  status: setStatus,
  create: triageDoor(createPlaceFromSuggestionCase, {
    from: (form, _params, route) => {
      const fields = new FormData();
      for (const name of ["distance_nm", "latitude", "longitude"]) fields.set(name, String(form.get(name) ?? ""));
      fields.set("suggestion_id", route.id ?? "");
      return fields;
    },
    done: ({ table }) => ({
      title: table === "activities" ? "Activity created" : "Landmark created",
      description: "It now shows on the airport page.",
    }),
  }),
});

/** The review dialog: Approve, Reject, Reset to Pending with admin notes; 'Create' once approved. */
export default function ReviewSuggestion({ loaderData, actionData }: Route.ComponentProps) {
  const s = loaderData.suggestion;
  const [query] = useSearchParams();
  const close = `/admin/place-suggestions${listQuery(query.get("status"), Number(query.get("page")) || 1)}`;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [s.id]);
  const confirm = confirmStep(actionData);
  return (
    <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-3 sm:items-center">
      {/* Escape closes a modal dialog (WAI-ARIA dialog pattern); the dialog itself takes no clicks. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="dialog"
        aria-modal="true"
        data-focus-row
        aria-labelledby="review-heading"
        className="w-full max-w-xl rounded-lg bg-white p-4 shadow-xl sm:p-6"
        onKeyDown={(e) => {
          if (e.key === "Escape") navigate(close, { preventScrollReset: true });
        }}
      >
        <div className="flex items-start justify-between gap-3">
          <h2
            id="review-heading"
            ref={heading}
            tabIndex={-1}
            data-focus-heading
            className="text-xl font-bold text-navy-900 outline-none"
          >
            Review suggestion
          </h2>
          <Link to={close} preventScrollReset className="standalone-link text-sm">
            Close
          </Link>
        </div>
        <ActionToast toast={actionData?.toast} />
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <StatusBadge status={s.status} />
          <span className="text-sm text-slate-700">
            {s.type === "activity" ? `Activity for ${s.category === "kids" ? "kids" : "adults"}` : "Landmark"} at{" "}
            {s.airportLocId}
          </span>
        </div>
        <h3 className="mt-3 text-lg font-semibold">{s.name}</h3>
        <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{s.description}</p>
        <dl className="mt-3 grid gap-1 text-sm text-slate-800">
          {s.address && <Row label="Address" value={s.address} />}
          {s.phone && <Row label="Phone" value={s.phone} />}
          {s.website && <Row label="Website" value={s.website} />}
          {s.userEmail && <Row label="Suggested by" value={s.userEmail} />}
        </dl>

        {confirm ? (
          <Form
            method="post"
            preventScrollReset
            className="mt-4 space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3"
            aria-labelledby="confirm-heading"
          >
            <h3 id="confirm-heading" className="font-semibold text-navy-900">
              Hide the place?
            </h3>
            <p className="text-sm text-slate-800">{confirm.message}</p>
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="status" value={confirm.status} />
            <input type="hidden" name="admin_notes" value={confirm.notes} />
            <input type="hidden" name={HIDE_PLACE_FIELD} value="on" />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary px-3 py-1.5 text-sm" {...busyProps(busy)}>
                {`Move to ${STATUS_LABELS[confirm.status]} and hide the place`}
              </button>
              <Link to={`/admin/place-suggestions/${s.id}${query.size ? `?${query}` : ""}`} className="btn-secondary">
                Cancel
              </Link>
            </div>
          </Form>
        ) : null}

        <Form method="post" preventScrollReset className="mt-4 space-y-3" hidden={confirm !== null}>
          <input type="hidden" name="intent" value="status" />
          <div>
            <label htmlFor="admin-notes" className="field-label">
              Admin notes
            </label>
            <textarea
              id="admin-notes"
              name="admin_notes"
              rows={3}
              maxLength={ADMIN_NOTES_MAX}
              defaultValue={s.adminNotes ?? ""}
              className="field-input"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            {SUGGESTION_ACTIONS.map((a) => (
              <button
                key={a.to}
                type="submit"
                name="status"
                value={a.to}
                {...busyProps(busy)}
                aria-pressed={s.status === a.to}
                className={`${a.to === "approved" ? "btn-primary" : "btn-secondary"} px-3 py-1.5 text-sm`}
              >
                {a.label}
              </button>
            ))}
          </div>
        </Form>

        {s.status === "approved" && s.createdPlaceId == null && (
          <Form method="post" preventScrollReset className="mt-5 space-y-3 border-t border-slate-200 pt-4">
            <input type="hidden" name="intent" value="create" />
            <p className="text-sm text-slate-700">
              Create it as {s.type === "activity" ? "an activity" : "a landmark"} of {s.airportLocId}. Correct the
              distance and coordinates first if you know them.
            </p>
            <div className="grid gap-3 sm:grid-cols-3">
              <div>
                <label htmlFor="create-distance" className="field-label">
                  Distance (NM)
                </label>
                <input
                  id="create-distance"
                  name="distance_nm"
                  type="number"
                  step="0.1"
                  min="0"
                  defaultValue={DEFAULT_SUGGESTION_DISTANCE_NM}
                  className="field-input"
                />
              </div>
              <div>
                <label htmlFor="create-latitude" className="field-label">
                  Latitude
                </label>
                <input
                  id="create-latitude"
                  name="latitude"
                  type="number"
                  step="any"
                  min="-90"
                  max="90"
                  className="field-input"
                />
              </div>
              <div>
                <label htmlFor="create-longitude" className="field-label">
                  Longitude
                </label>
                <input
                  id="create-longitude"
                  name="longitude"
                  type="number"
                  step="any"
                  min="-180"
                  max="180"
                  className="field-input"
                />
              </div>
            </div>
            <button type="submit" className="btn-primary px-3 py-1.5 text-sm" {...busyProps(busy)}>
              Create
            </button>
          </Form>
        )}
        {s.createdPlaceId != null && s.status === "approved" && !s.createdPlaceShown && (
          <p className="mt-4 text-sm font-semibold text-amber-900" data-testid="created-place-hidden">
            Created, but hidden: the airport page does not show it. Press its Show button in{" "}
            <Link
              to={createdPlaceHref(s.airportLocId, s.type === "activity" ? "activities" : "landmarks", {
                id: s.createdPlaceId,
                category: s.category,
              })}
              className="underline"
            >
              the airport page&apos;s list
            </Link>{" "}
            to show it again.
          </p>
        )}
        {s.createdPlaceId != null && s.status === "approved" && s.createdPlaceShown && (
          <p className="mt-4 text-sm font-semibold text-green-800">
            Created: it shows on{" "}
            <Link
              to={createdPlaceHref(s.airportLocId, s.type === "activity" ? "activities" : "landmarks", {
                id: s.createdPlaceId,
                category: s.category,
              })}
              className="text-green-900 underline"
            >
              the airport page
            </Link>
            .
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The confirm step a move off Approved needs once the place was created: the
 * refusal names the confirmation field; the status and notes are what was sent.
 */
function confirmStep(answer: Route.ComponentProps["actionData"]) {
  const result = answer && "lastResult" in answer ? answer.lastResult : undefined;
  const message = result?.error?.[HIDE_PLACE_FIELD]?.[0];
  const sent = (result?.initialValue ?? {}) as Record<string, unknown>;
  const status = SUGGESTION_ACTIONS.find((a) => a.to === sent.status)?.to;
  if (!message || !status) return null;
  return { message, status, notes: typeof sent.admin_notes === "string" ? sent.admin_notes : "" };
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="inline font-semibold">{label}: </dt>
      <dd className="inline break-words">{value}</dd>
    </div>
  );
}
