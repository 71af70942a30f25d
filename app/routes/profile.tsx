import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { inputProps } from "~/components/field-props";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/profile";
import { ActionToast, useClearPasswords } from "~/components/account-form-parts";
import { DepartureAndSpeedFields, Field, FormError, TripCriteriaFields } from "~/components/form-field";
import { StatusButton, usePending } from "~/components/status-button";
import { useSchemaForm } from "~/lib/use-schema-form";
import { LinkTabs } from "~/components/link-tabs";
import type { Toast } from "~/lib/toast";
import {
  GOOGLE_PASSWORD_SENTENCE,
  passwordChangeFormSchema,
  PREFERENCE_STATES,
  preferencesSchema,
  profileSchema,
  type Preferences,
} from "~/lib/account-schemas";
import { US_STATES } from "~/lib/us-states";
import { PROFILE_LOGIN_PROMPT } from "~/lib/sign-in-prompts";
import { redirectWithToast } from "~/http/flash.server";
import { formAction, formDoor } from "~/http/form-door.server";
import { loaderDoor } from "~/http/page-door.server";
import { signOutHeaders, type SessionUser } from "~/http/session.server";
import {
  changePasswordCase,
  myAccountCase,
  savePreferencesCase,
  signOutEverywhereCase,
  updateProfileCase,
} from "~/use-cases/accounts.server";

const TABS = ["profile", "password", "defaults"] as const;
type Tab = (typeof TABS)[number];
const tabHref = (tab: Tab) => (tab === "profile" ? "/profile" : `/profile?tab=${tab}`);
const asTab = (v: unknown): Tab => (TABS.includes(v as Tab) ? (v as Tab) : "profile");

export const loader = loaderDoor(myAccountCase, { signInPrompt: PROFILE_LOGIN_PROMPT });

export const meta: Route.MetaFunction = () => [{ title: "My Account | AirportFinder" }];

const failed = (title: string, description: string): Toast => ({ title, description, variant: "destructive" });
const signInPrompt = PROFILE_LOGIN_PROMPT;
const SIGN_OUT_EVERYWHERE = "signout-everywhere";

/**
 * Each tab's form posts here with its intent: the same declarations as PUT /api/profile,
 * /password and /preferences and DELETE /api/profile/sessions. Post/Redirect/Get back
 * to the tab with the toast (in a cookie, so it shows with and without JavaScript).
 */
export const action = formAction({
  profile: formDoor(updateProfileCase, {
    signInPrompt,
    refused: (error) => failed("Update failed", error.message || "Failed to update profile"),
    done: () => ({
      to: tabHref("profile"),
      toast: { title: "Profile updated", description: "Your profile has been successfully updated." },
    }),
  }),
  password: formDoor(changePasswordCase, {
    signInPrompt,
    // The tab asks for the confirmation, which the JSON call may leave out.
    schema: passwordChangeFormSchema,
    // Passwords are never sent back into the page.
    hideFields: ["currentPassword", "newPassword", "confirmPassword"],
    refused: () => failed("Password update failed", "Failed to update password"),
    done: () => ({
      to: tabHref("password"),
      toast: { title: "Password updated", description: "Your password has been successfully changed." },
    }),
  }),
  defaults: formDoor(savePreferencesCase, {
    signInPrompt,
    refused: () => failed("Save failed", "Failed to save preferences"),
    done: () => ({
      to: tabHref("defaults"),
      toast: { title: "Preferences saved", description: "Your default search preferences have been saved." },
    }),
  }),
  // Every session of the user ends, this one too (docs/decisions/0016-server-side-sessions.md); then the sign-in page.
  [SIGN_OUT_EVERYWHERE]: formDoor(signOutEverywhereCase, {
    signInPrompt,
    done: async (_, { request }) =>
      redirectWithToast(
        "/auth",
        { title: "Signed out everywhere", description: "Every session of your account has ended, on every device." },
        // As at /logout, a whole-document load: the signed-out page drops this browser's offline copies.
        { headers: await signOutHeaders(request), document: true },
      ),
  }),
});

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, preferences } = loaderData;
  // A refused post (the form again, with its errors) shows on the tab it was sent from: its intent is among the values it sent back.
  const refused = actionData && "lastResult" in actionData ? actionData : undefined;
  const [search] = useSearchParams();
  const tab = asTab(refused ? refused.lastResult.initialValue?.intent : search.get("tab"));
  const lastResult = (t: Tab) => (refused && tab === t ? refused.lastResult : null);
  // A new page (the redirect after a save) starts each form afresh, e.g. an empty password form.
  const { key } = useLocation();

  return (
    <div className="mx-auto max-w-2xl">
      <Link to="/" className="standalone-link text-sm font-semibold">
        ← Back to Home
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-navy-900">My Account</h1>
      <p className="mt-1 text-sm text-slate-700">Signed in as {user.email}</p>
      <section className="card mt-4 overflow-hidden">
        <div className="px-3 pt-2 sm:px-6">
          <LinkTabs
            label="Account sections"
            current={tab}
            tabs={[
              { id: "profile", label: "Profile", href: tabHref("profile") },
              { id: "password", label: "Password", href: tabHref("password") },
              { id: "defaults", label: "Search Defaults", href: tabHref("defaults") },
            ]}
          />
        </div>
        <div className="px-4 py-5 sm:px-6">
          <ActionToast toast={refused?.toast} />
          {tab === "profile" && <ProfileForm key={`profile-${key}`} user={user} lastResult={lastResult("profile")} />}
          {tab === "password" &&
            (user.provider === "google" ? (
              <p className="rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-800">
                {GOOGLE_PASSWORD_SENTENCE}
              </p>
            ) : (
              <PasswordForm key={`password-${key}`} lastResult={lastResult("password")} />
            ))}
          {tab === "password" && <SignOutEverywhereForm />}
          {tab === "defaults" && (
            <PreferencesForm key={`defaults-${key}`} preferences={preferences} lastResult={lastResult("defaults")} />
          )}
        </div>
      </section>
    </div>
  );
}

function ProfileForm({ user, lastResult }: { user: SessionUser; lastResult: SubmissionResult<string[]> | null }) {
  const pending = usePending("profile");
  const [form, fields] = useSchemaForm({
    id: "profile",
    schema: profileSchema,
    lastResult,
    defaultValue: { email: user.email, firstName: user.firstName ?? "", lastName: user.lastName ?? "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="profile" />
      <FormError errors={form.errors} id={form.errorId} />
      <Field label="Email" field={fields.email}>
        <input {...inputProps(fields.email, { type: "email" })} autoComplete="email" className="field-input" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" field={fields.firstName}>
          <input
            {...inputProps(fields.firstName, { type: "text" })}
            autoComplete="given-name"
            className="field-input"
          />
        </Field>
        <Field label="Last name" field={fields.lastName}>
          <input
            {...inputProps(fields.lastName, { type: "text" })}
            autoComplete="family-name"
            className="field-input"
          />
        </Field>
      </div>
      <StatusButton pending={pending} pendingLabel="Saving..." className="btn-primary min-w-40">
        Save Profile
      </StatusButton>
    </Form>
  );
}

function PasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null }) {
  const pending = usePending("password");
  const [form, fields] = useSchemaForm({ id: "password", schema: passwordChangeFormSchema, lastResult });
  useClearPasswords(lastResult, form.id, ["currentPassword", "newPassword", "confirmPassword"]);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="password" />
      <FormError errors={form.errors} id={form.errorId} />
      <Field label="Current password" field={fields.currentPassword}>
        <input
          {...inputProps(fields.currentPassword, { type: "password" })}
          autoComplete="current-password"
          className="field-input"
        />
      </Field>
      <Field label="New password" field={fields.newPassword} hint="At least 6 characters.">
        <input
          {...inputProps(fields.newPassword, { type: "password" })}
          autoComplete="new-password"
          className="field-input"
        />
      </Field>
      <Field label="Confirm new password" field={fields.confirmPassword}>
        <input
          {...inputProps(fields.confirmPassword, { type: "password" })}
          autoComplete="new-password"
          className="field-input"
        />
      </Field>
      <StatusButton pending={pending} pendingLabel="Updating..." className="btn-primary min-w-40">
        Update Password
      </StatusButton>
    </Form>
  );
}

/** A plain form post: works without JavaScript. */
function SignOutEverywhereForm() {
  const pending = usePending(SIGN_OUT_EVERYWHERE);
  return (
    <Form method="post" className="mt-8 border-t border-slate-200 pt-6" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className="text-lg font-semibold text-navy-900">
        Signed-in devices
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Lost a phone or signed in on a shared computer? End every session of your account, this one included. You will
        need to sign in again.
      </p>
      <input type="hidden" name="intent" value={SIGN_OUT_EVERYWHERE} />
      <StatusButton pending={pending} pendingLabel="Signing out..." className="btn-secondary mt-3 min-w-40">
        Sign out everywhere
      </StatusButton>
    </Form>
  );
}

const stateName = (code: string) => US_STATES.find(([c]) => c === code)?.[1] ?? code;
const PREFERENCE_STATE_CHOICES = PREFERENCE_STATES.map((code) => ({
  value: code,
  label: `${code} — ${stateName(code)}`,
}));

function PreferencesForm({
  preferences,
  lastResult,
}: {
  preferences: Preferences;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const pending = usePending("defaults");
  const text = (v: string | number | null) => (v === null ? "" : String(v));
  const [form, fields] = useSchemaForm({
    id: "defaults",
    schema: preferencesSchema,
    lastResult,
    defaultValue: {
      defaultDepartureAirport: text(preferences.defaultDepartureAirport),
      defaultAircraftSpeed: text(preferences.defaultAircraftSpeed),
      defaultMinDuration: text(preferences.defaultMinDuration),
      defaultMaxDuration: text(preferences.defaultMaxDuration),
      defaultMinRunwayLength: text(preferences.defaultMinRunwayLength),
      defaultState: text(preferences.defaultState),
      defaultRunwaySurface: text(preferences.defaultRunwaySurface),
      defaultAirportUse: text(preferences.defaultAirportUse),
    },
  });
  const f = fields;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="defaults" />
      <p className="text-sm text-slate-700">
        These defaults fill the home search form whenever you're signed in, and Clear Filters returns to them. Leave a
        field empty (or choose Any) for no default.
      </p>
      <FormError errors={form.errors} id={form.errorId} />
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
        <DepartureAndSpeedFields
          departure={f.defaultDepartureAirport}
          speed={f.defaultAircraftSpeed}
          speedPlaceholder="120"
        />
        <TripCriteriaFields
          minDuration={f.defaultMinDuration}
          maxDuration={f.defaultMaxDuration}
          minRunwayLength={f.defaultMinRunwayLength}
          state={f.defaultState}
          surface={f.defaultRunwaySurface}
          use={f.defaultAirportUse}
          states={PREFERENCE_STATE_CHOICES}
          anyState="Any State"
        />
      </div>
      <StatusButton pending={pending} pendingLabel="Saving..." className="btn-primary min-w-40">
        Save Preferences
      </StatusButton>
    </Form>
  );
}
