import type { Locator, Page } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";
import { expect, test, waitForHydration } from "./support/fixtures";

/**
 * Every form of the product, refused: the keyboard is on the first field in error, in the page's
 * order. With JavaScript the form's own check (conform, or the search form's hook) moves it; without,
 * the refused post (or GET) comes back as a new page whose first control in error carries
 * `autofocus` (docs/decisions/0108-focus-targets-center.md).
 */

interface RefusedForm {
  name: string;
  /** Who is signed in: nobody, a new pilot, or the e2e admin. */
  as?: "pilot" | "admin";
  path: string;
  /** The form, for waitForHydration and to scope the fields. */
  form: string;
  /** Fills the form so that it is refused (an empty field left as it is is refused too). */
  fill: (form: Locator) => Promise<void>;
  submit: string;
  /** The first field in error, in the page's order. */
  first: (form: Locator) => Locator;
  /** A later field in error, which must not have the keyboard. */
  later?: (form: Locator) => Locator;
}

const FORMS: RefusedForm[] = [
  {
    name: "contact",
    path: "/contact",
    form: "form#contact",
    fill: (form) => form.getByLabel("Message").fill("too short"),
    submit: "Send Message",
    first: (form) => form.getByLabel("Name"),
    later: (form) => form.getByLabel("Message"),
  },
  {
    name: "report",
    path: "/report?type=bug",
    form: "form#report",
    fill: (form) => form.getByLabel("Title").fill("Bad"),
    submit: "Submit Bug Report",
    first: (form) => form.getByLabel("Title"),
    later: (form) => form.getByLabel("Priority"),
  },
  {
    name: "place suggestion",
    path: "/airport/KSTS/suggest",
    form: "form#suggest-KSTS",
    fill: (form) => form.getByLabel("Description").fill("A museum, I think."),
    submit: "Submit Suggestion",
    first: (form) => form.getByLabel("Name"),
  },
  {
    name: "sign in",
    path: "/auth",
    form: "form#sign-in",
    fill: async () => {},
    submit: "Sign In",
    first: (form) => form.getByLabel("Email"),
    later: (form) => form.getByLabel("Password", { exact: true }),
  },
  {
    name: "sign up",
    path: "/auth?tab=signup",
    form: "form#sign-up",
    fill: async (form) => {
      await form.getByLabel("Email").fill("not-an-email");
      await form.getByLabel("Password", { exact: true }).fill("abc");
    },
    submit: "Create Account",
    first: (form) => form.getByLabel("Email"),
    later: (form) => form.getByLabel("Password", { exact: true }),
  },
  {
    name: "profile details",
    as: "pilot",
    path: "/profile",
    form: "form#profile",
    fill: (form) => form.getByLabel("Email").fill("not-an-email"),
    submit: "Save Profile",
    first: (form) => form.getByLabel("Email"),
  },
  {
    name: "profile password",
    as: "pilot",
    path: "/profile?tab=password",
    form: "form#password",
    fill: async (form) => {
      await form.getByLabel("New password", { exact: true }).fill("abc");
      await form.getByLabel("Confirm new password").fill("xyz");
    },
    submit: "Update Password",
    first: (form) => form.getByLabel("Current password"),
    later: (form) => form.getByLabel("New password", { exact: true }),
  },
  {
    name: "profile defaults",
    as: "pilot",
    path: "/profile?tab=defaults",
    form: "form#defaults",
    fill: async (form) => {
      await form.getByLabel("Aircraft speed (knots)").fill("20");
      await form.getByLabel("Min flight time (hours)").fill("2");
      await form.getByLabel("Max flight time (hours)").fill("1");
    },
    submit: "Save Preferences",
    first: (form) => form.getByLabel("Aircraft speed (knots)"),
    later: (form) => form.getByLabel("Max flight time (hours)"),
  },
  {
    name: "field report",
    as: "pilot",
    path: "/airport/KSTS/field-report",
    form: "form#field-report",
    fill: async (form) => {
      await form.getByLabel("100LL service").selectOption("self");
    },
    submit: "Send report",
    first: (form) => form.getByLabel("100LL price per gallon"),
  },
  {
    name: "admin: add a place",
    as: "admin",
    path: "/airport/KSTS/activities/new",
    form: "form#place-activities-new",
    fill: (form) => form.getByLabel("Distance (NM)").fill("0.2"),
    submit: "Add activity",
    first: (form) => form.getByLabel("Name"),
    later: (form) => form.getByLabel("Summary"),
  },
  {
    name: "search",
    path: "/",
    form: "form#search",
    fill: async (form) => {
      await form.getByLabel("Departure airport").fill("KSTS");
      await form.getByLabel("Aircraft speed (knots)").fill("20");
      await form.getByLabel("Min flight time (hours)").fill("2");
      await form.getByLabel("Max flight time (hours)").fill("1");
    },
    submit: "Search",
    first: (form) => form.getByLabel("Aircraft speed (knots)"),
    later: (form) => form.getByLabel("Max flight time (hours)"),
  },
  {
    name: "meetup tools",
    path: "/tools",
    form: "form#duration-match",
    fill: async (form) => {
      await form.getByRole("group", { name: "Plane 1" }).getByLabel("Speed (knots)").fill("10");
      await form.getByLabel("Min flight time (hours)").fill("2");
      await form.getByLabel("Max flight time (hours)").fill("1.5");
    },
    submit: "Find Meetup Airports",
    first: (form) => form.getByRole("group", { name: "Plane 1" }).getByLabel("Departure airport"),
    later: (form) => form.getByRole("group", { name: "Plane 2" }).getByLabel("Departure airport"),
  },
];

async function open(page: Page, spec: RefusedForm, withJs: boolean) {
  await page.goto(spec.path);
  const form = page.locator(spec.form).filter({ has: page.getByRole("button", { name: spec.submit, exact: true }) });
  if (withJs) await waitForHydration(page, `${spec.form} button[type=submit]`);
  return form;
}

for (const spec of FORMS) {
  test(`${spec.name}: refused, the keyboard is on the first field in error`, async ({ page, withJs, signedIn }) => {
    if (spec.as === "pilot") await signedIn(`e2e-refused-${spec.name.replaceAll(" ", "-")}`);
    if (spec.as === "admin") await signInAsAdmin(page.request);
    let form = await open(page, spec, withJs);
    await spec.fill(form);
    await form.getByRole("button", { name: spec.submit, exact: true }).click();
    // Without JavaScript this is a new page: the form is found again in it.
    form = page.locator(spec.form).filter({ has: page.getByRole("button", { name: spec.submit, exact: true }) });
    await expect(spec.first(form)).toHaveAttribute("aria-invalid", "true");
    if (spec.later) await expect(spec.later(form)).toHaveAttribute("aria-invalid", "true");
    await expect(spec.first(form)).toBeFocused();
  });
}
