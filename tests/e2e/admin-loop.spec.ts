/**
 * The admin loop that closes (issue 20, "The admin loop, and what pilots met";
 * docs/decisions/0076-replies-that-reach-the-sender.md, 0077-what-was-just-made-and-every-error.md),
 * JavaScript on and off:
 * - a pilot's report reaches the admins with Reply-To the pilot; the admin moves it to
 *   Resolved with a note, sees the note first, sends it, and the pilot's address receives it
 *   (a real local SMTP server and an app server of this spec's own, which mails through it);
 * - what an admin just created is shown: the new row scrolled to and marked "New", also
 *   when the list shows only its first few.
 */
import type { Locator } from "@playwright/test";
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from "../fakes/smtp";
import { startServer, type TestServer } from "../support/server";
import { makeAdmin, signInAsAdmin } from "./support/admin";
import { axeViolations, describe as describeViolations } from "./support/axe";
import { budget, expect, TEST_PASSWORD, test, uniqueEmail, waitForHydration } from "./support/fixtures";

test.use({ bypassCSP: true });

const NOTIFY = "loop-desk@airportfinder.test";

/** The addresses of an address header as mailparser read it. */
function addresses(mail: ReceivedMail, header: string): string[] {
  const value = mail.headers.get(header) as { value: { address?: string }[] } | undefined;
  return value?.value.map((v) => v.address ?? "") ?? [];
}

test.describe("a report, its notice, and a note back to the pilot", () => {
  let smtp: FakeSmtp;
  let server: TestServer;
  const adminEmail = uniqueEmail("loop-admin");

  test.beforeAll(async () => {
    smtp = await startFakeSmtp();
    server = await startServer({
      env: {
        ...smtp.env({ ADMIN_NOTIFY_EMAILS: NOTIFY, PUBLIC_ORIGIN: "https://airports.example.test" }),
        FEEDBACK_LIMIT_PER_IP: "100000",
        NOJS_REPORT_LIMIT_PER_IP: "100000",
      },
    });
    await makeAdmin(server, adminEmail, TEST_PASSWORD);
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  test("the pilot reports, the admin resolves it with a note shown first, the pilot's address gets the note", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    // This spec's own server, then the report, the sign-in and four dashboard pages and posts, and two axe runs.
    budget({ roundTrips: 12, serverStarts: 1 });
    const pilot = uniqueEmail("loop-pilot");
    await page.setViewportSize({ width: 320, height: 740 });
    const title = `Fuel price stale ${Date.now().toString(36)}`;

    await page.goto(`${server.url}/report`);
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("The 100LL price at KSTS is from last year.");
    await page.getByLabel("Email").fill(pilot);
    await page.getByLabel("Priority").selectOption({ label: "Important improvement" });
    await page.getByRole("button", { name: "Submit Bug Report" }).click();
    await expect(page.getByText("Bug report submitted!")).toBeVisible();

    const notice = await smtp.waitFor((m) => m.to.includes(NOTIFY) && m.subject.endsWith(title));
    expect(addresses(notice, "reply-to")).toEqual([pilot]);
    const id = Number(/#(\d+)/.exec(notice.subject)?.[1]);
    expect(id).toBeGreaterThan(0);

    const login = await page.request.post(`${server.url}/api/auth/login`, {
      data: { email: adminEmail, password: TEST_PASSWORD },
    });
    expect(login.status()).toBe(200);
    await page.goto(`${server.url}/admin/reports`);
    const card = page.getByTestId(`report-${id}`);
    await expect(card.getByText(title)).toBeVisible();
    await expect(card.getByRole("link", { name: pilot })).toHaveAttribute("href", `mailto:${pilot}`);
    if (javaScriptEnabled) await waitForHydration(page);

    const note = "Thanks for the tip: the fuel price is updated.";
    await card.getByText("Add a note to the sender").click();
    await card.getByLabel(/^Note to /).fill(note);
    await card.getByRole("button", { name: "Mark Resolved" }).click();

    // The note is shown before it goes: a dialog with JavaScript, a part of the card without.
    const preview = javaScriptEnabled
      ? page.getByRole("dialog", { name: "Check the note before it is sent" })
      : card.getByRole("region", { name: "Check the note before it is sent" });
    await expect(preview).toBeVisible();
    await expect(preview.getByText(`Your bug report #${id} is resolved`)).toBeVisible();
    await expect(preview.getByText(note)).toBeVisible();
    await expect(card.getByText("New", { exact: true })).toBeVisible();
    expect(smtp.received.filter((m) => m.to.includes(pilot) && m.subject.includes("is resolved"))).toEqual([]);
    expect(describeViolations(await axeViolations(page, browser, javaScriptEnabled, server.url))).toEqual([]);
    // Fine on a phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    // Sent with the keyboard: the preview and the card's Mark Resolved go, the card's title takes the focus.
    await preview.getByRole("button", { name: "Send the note and mark Resolved" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("The note is on its way to the sender.").first()).toBeVisible();
    if (javaScriptEnabled) await expect(card.getByRole("heading", { name: title })).toBeFocused();
    await expect(card.getByText("Resolved", { exact: true })).toBeVisible();
    await expect(card.getByText("Note sent to the sender")).toBeVisible();
    await expect(card.getByText(note)).toBeVisible();

    const mail = await smtp.waitFor((m) => m.to.includes(pilot) && m.subject === `Your bug report #${id} is resolved`);
    expect(mail.text).toContain(note);
    expect(addresses(mail, "reply-to")).toEqual([NOTIFY]);
    expect(addresses(mail, "from")).toEqual(["no-reply@airportfinder.test"]);
  });
});

test("what an admin just created is shown: scrolled to and marked New, also beyond the list's first few", async ({
  page,
  browser,
  withJs,
  baseURL,
}) => {
  // The sign-in, the airport page, the form (its page without JavaScript) and its post, the short list, an axe run.
  budget({ roundTrips: 8 });
  await signInAsAdmin(page.request);
  const name = `Far hangar ${withJs ? "js" : "no-js"} ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/airport/KSTS");
  if (withJs) {
    await waitForHydration(page, "button[aria-haspopup=dialog]");
    await page.getByRole("button", { name: "Add activity" }).click();
  } else {
    await page.getByRole("link", { name: "Add activity" }).click();
  }
  const form = withJs ? page.getByRole("dialog", { name: "Add activity" }) : page.getByRole("main");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Category").selectOption("adults");
  await form.getByLabel("Distance (NM)").fill("9.9");
  await form.getByLabel("Summary").fill("A hangar at the far end of the valley.");
  await form.getByRole("button", { name: "Add activity" }).click();

  await expect(page.getByText("Activity created").first()).toBeVisible();
  await expect(page).toHaveURL(/\/airport\/KSTS\?created=activity-(\d+)#activity-\1$/);
  const row = page.locator('[data-list="adults"] > li').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText("New", { exact: true })).toBeVisible();
  await expect(row).toBeInViewport();
  if (withJs) await expect(row).toBeFocused();
  expect(describeViolations(await axeViolations(page, browser, withJs, baseURL!))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // The list's short form does not hold it: without the highlight it is behind "Show all".
  const placeId = Number(/created=activity-(\d+)/.exec(page.url())?.[1]);
  await page.goto("/airport/KSTS");
  await expect(page.locator('[data-list="adults"] > li').filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Show all \d+/ }).first()).toBeVisible();
  expect((await page.request.delete(`/api/admin/activities/${placeId}`)).status()).toBeLessThan(300);
});

test.describe("status buttons pressed with the keyboard", () => {
  // A server of its own: the dashboard lists only this test's cards, and its posts meet no per-IP limit.
  let server: TestServer;
  const adminEmail = uniqueEmail("keys-admin");

  test.beforeAll(async () => {
    server = await startServer({ env: { FEEDBACK_LIMIT_PER_IP: "100000" } });
    await makeAdmin(server, adminEmail, TEST_PASSWORD);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a button that goes with its move hands the focus to its card's heading; a card that leaves the list, to the next card's button, then the empty list", async ({
    page,
    javaScriptEnabled,
  }) => {
    // This spec's own server, five calls to set up, then nine dashboard pages and posts.
    budget({ roundTrips: 14, serverStarts: 1 });
    const post = async (path: string, data: Record<string, string>) => {
      const res = await page.request.post(`${server.url}${path}`, { data });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return (await res.json()) as { id: number };
    };
    const report = (title: string) =>
      post("/api/suggestions", {
        type: "bug",
        title,
        description: "Something is off on the page.",
        email: "pilot@example.test",
        priority: "medium",
      });
    const worked = await report("Fuel price stale");
    const [first, second] = [await report("Map too small"), await report("Runway list cut off")];
    const contact = await post("/api/contact-submissions", {
      name: "Jo Pilot",
      email: "jo@example.test",
      message: "Hello there, admins!",
    });
    await post("/api/auth/login", { email: adminEmail, password: TEST_PASSWORD });

    /** Presses a button with Enter, as a keyboard user does, and waits until it has gone with the answer. */
    const press = async (button: Locator) => {
      if (javaScriptEnabled) await waitForHydration(page);
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button).toHaveCount(0);
    };

    // Start Working goes once the report is in progress: its title takes the focus, not the page's top.
    await page.goto(`${server.url}/admin/reports`);
    const card = page.getByTestId(`report-${worked.id}`);
    const title = card.getByRole("heading", { name: "Fuel price stale" });
    await press(card.getByRole("button", { name: "Start Working" }));
    await expect(card.getByText("In Progress", { exact: true })).toBeVisible();
    if (javaScriptEnabled) await expect(title).toBeFocused();
    // Close leaves the card no button at all.
    await press(card.getByRole("button", { name: "Close" }));
    await expect(card.getByText("Closed", { exact: true })).toBeVisible();
    if (javaScriptEnabled) await expect(title).toBeFocused();

    // In the list of new reports, a report put in progress leaves it: the next card's first button.
    await page.goto(`${server.url}/admin/reports?status=new`);
    const list = page.getByTestId("admin-list");
    await expect(list.getByRole("listitem")).toHaveCount(2);
    const [top, next] =
      (await list.getByRole("listitem").first().getAttribute("data-testid")) === `report-${first.id}`
        ? [first, second]
        : [second, first];
    await press(page.getByTestId(`report-${top.id}`).getByRole("button", { name: "Start Working" }));
    const nextStart = page.getByTestId(`report-${next.id}`).getByRole("button", { name: "Start Working" });
    if (javaScriptEnabled) await expect(nextStart).toBeFocused();
    // The last one: the empty list's words.
    await press(nextStart);
    const empty = page.getByText("No new reports.");
    await expect(empty).toBeVisible();
    if (javaScriptEnabled) await expect(empty).toBeFocused();

    // A contact message's Mark In Progress: the sender's name, its card's heading.
    await page.goto(`${server.url}/admin/contact`);
    const message = page.getByTestId(`contact-${contact.id}`);
    await press(message.getByRole("button", { name: "Mark In Progress" }));
    await expect(message.getByText("In Progress", { exact: true })).toBeVisible();
    if (javaScriptEnabled) await expect(message.getByRole("heading", { name: "Jo Pilot" })).toBeFocused();
  });

  test("the review's Create hands the focus to the review's heading; a flagged report's Hide keeps it as its card moves down", async ({
    page,
    playwright,
    javaScriptEnabled,
  }) => {
    // This spec's own server, eight calls to set up, then four dashboard pages and posts.
    budget({ roundTrips: 12, serverStarts: 1 });
    const pilot = async () => {
      const request = await playwright.request.newContext({ baseURL: server.url });
      expect(
        (
          await request.post("/api/auth/register", {
            data: { email: uniqueEmail("keys-pilot"), password: TEST_PASSWORD },
          })
        ).status(),
      ).toBe(201);
      return request;
    };
    const [author, flagger] = [await pilot(), await pilot()];
    const visitedOn = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    // Two flagged reports: the newest flag's first, and a hidden one goes below the visible.
    const flagged: number[] = [];
    for (const airport of ["KSTS", "KSFO"]) {
      const made = await author.post(`/api/airports/${airport}/field-reports`, {
        data: { visited_on: visitedOn, courtesy_car: "yes" },
      });
      expect(made.status(), await made.text()).toBe(201);
      const { id } = (await made.json()) as { id: number };
      expect((await flagger.post(`/api/field-reports/${id}/flag`, { data: { reason: "Made up" } })).status()).toBe(200);
      flagged.push(id);
    }
    const suggestion = await page.request.post(`${server.url}/api/suggestions`, {
      data: {
        airport_loc_id: "STS",
        type: "activity",
        category: "adults",
        name: "Winery",
        description: "Tasting room.",
      },
    });
    expect(suggestion.status()).toBeLessThan(300);
    const { id: suggestionId } = (await suggestion.json()) as { id: number };
    await Promise.all([author.dispose(), flagger.dispose()]);
    const login = await page.request.post(`${server.url}/api/auth/login`, {
      data: { email: adminEmail, password: TEST_PASSWORD },
    });
    expect(login.status()).toBe(200);

    const press = async (button: Locator) => {
      if (javaScriptEnabled) await waitForHydration(page);
      await button.focus();
      await page.keyboard.press("Enter");
    };

    // Approve stays (pressed); Create goes once the place is made: the review's heading, inside the dialog.
    await page.goto(`${server.url}/admin/place-suggestions/${suggestionId}`);
    const review = page.getByRole("dialog", { name: "Review suggestion" });
    const approve = review.getByRole("button", { name: "Approve" });
    await press(approve);
    await expect(approve).toHaveAttribute("aria-pressed", "true");
    if (javaScriptEnabled) await expect(approve).toBeFocused();
    const create = review.getByRole("button", { name: "Create" });
    await press(create);
    await expect(review.getByText("Created: it shows on")).toBeVisible();
    await expect(create).toHaveCount(0);
    if (javaScriptEnabled) await expect(review.getByRole("heading", { name: "Review suggestion" })).toBeFocused();

    // Hide moves the top card below the visible one: its button, now Restore, keeps the keyboard.
    await page.goto(`${server.url}/admin/field-reports`);
    const cards = page.getByTestId("flagged-report");
    await expect(cards).toHaveCount(2);
    const top = flagged[1];
    await expect(cards.first()).toContainText(`Report #${top}`);
    await press(cards.first().getByRole("button", { name: `Hide report #${top}` }));
    await expect(page.getByText("Report hidden").first()).toBeVisible();
    await expect(cards.last()).toContainText(`Report #${top}`);
    const restore = page.getByRole("button", { name: `Restore report #${top}` });
    await expect(restore).toBeVisible();
    if (javaScriptEnabled) await expect(restore).toBeFocused();
  });
});
