/**
 * My Account (issue 3 items 4 and 5): the /profile tabs as HTML form posts
 * (Post/Redirect/Get with the spec's toasts), PUT /api/profile, /password and
 * GET/PUT /api/profile/preferences, and search defaults filling the home form.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonRequest, registerUser, TEST_PASSWORD, uniqueEmail } from "../support/accounts";
import { CookieJar, startServer, type TestServer } from "../support/server";
import { pageText } from "../support/page-text";

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { LOGIN_LIMIT_PER_IP: "1000", SIGNUP_LIMIT_PER_IP: "1000" } });
});
afterAll(async () => {
  await server?.stop();
});

/** The value attribute of the input named `name` (any attribute order). */
const inputValue = (html: string, name: string) =>
  new RegExp(`<input(?=[^>]*name="${name}")[^>]*?value="([^"]*)"`).exec(html)?.[1] ?? null;
const selected = (html: string, name: string) => {
  const select = new RegExp(`<select(?=[^>]*name="${name}")[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
  return (
    /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(select)?.[1] ??
    /<option(?=[^>]*selected="")[^>]*value="([^"]*)"/.exec(select)?.[1] ??
    null
  );
};

describe("/profile", () => {
  it("without a session redirects to /auth with the return path and the spec's prompt; signing in comes back", async () => {
    const { email } = await registerUser(server.url);
    const jar = new CookieJar();
    const res = await jar.fetch(`${server.url}/profile?tab=password`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth?redirectTo=%2Fprofile%3Ftab%3Dpassword");
    const auth = await pageText(await jar.follow(res, server.url));
    expect(auth).toContain("Login Required");
    expect(auth).toContain("Please log in to access your profile.");
    expect(inputValue(auth, "redirectTo")).toBe("/profile?tab=password");

    const signIn = await jar.postForm(`${server.url}/auth?redirectTo=%2Fprofile%3Ftab%3Dpassword`, {
      intent: "signin",
      redirectTo: "/profile?tab=password",
      email,
      password: TEST_PASSWORD,
    });
    expect(signIn.headers.get("location")).toBe("/profile?tab=password");
    const page = await pageText(await jar.follow(signIn, server.url));
    expect(page).toContain("My Account");
    expect(page).toContain("Current password");
  });

  it("shows Back to Home, the heading and the three tabs as links", async () => {
    const { jar } = await registerUser(server.url);
    const html = await pageText(await jar.fetch(`${server.url}/profile`));
    expect(html).toContain("Back to Home");
    expect(html).toMatch(/<h1[^>]*>My Account<\/h1>/);
    expect(html).toMatch(/<a(?=[^>]*href="\/profile")(?=[^>]*aria-current="page")[^>]*>Profile<\/a>/);
    expect(html).toMatch(/<a(?=[^>]*href="\/profile\?tab=password")[^>]*>Password<\/a>/);
    expect(html).toMatch(/<a(?=[^>]*href="\/profile\?tab=defaults")[^>]*>Search Defaults<\/a>/);
    expect(html).toContain("Save Profile");
  });

  it("saves the profile through the form: 'Profile updated', values shown, nav label becomes the first name", async () => {
    const { jar, email } = await registerUser(server.url);
    const res = await jar.postForm(`${server.url}/profile`, {
      intent: "profile",
      email,
      firstName: "  Wilbur ",
      lastName: "Wright",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/profile");
    const html = await pageText(await jar.follow(res, server.url));
    expect(html).toContain("Profile updated");
    expect(html).toContain("Your profile has been successfully updated.");
    expect(inputValue(html, "firstName")).toBe("Wilbur");
    expect(inputValue(html, "lastName")).toBe("Wright");
    expect(html).toMatch(/<span[^>]*sm:hidden[^>]*>Wilbur<\/span>/);
  });

  it("re-renders the profile form with the spec's message for a bad e-mail, and 'Update failed' for a taken one", async () => {
    const other = await registerUser(server.url);
    const { jar, email } = await registerUser(server.url);
    const bad = await jar.postForm(`${server.url}/profile`, { intent: "profile", email: "nope", firstName: "Orville" });
    expect(bad.status).toBe(400);
    const badHtml = await pageText(bad);
    expect(badHtml).toContain("Please enter a valid email address");
    expect(inputValue(badHtml, "firstName")).toBe("Orville");

    const taken = await jar.postForm(`${server.url}/profile`, { intent: "profile", email: other.email });
    expect(taken.status).toBe(400);
    const takenHtml = await pageText(taken);
    expect(takenHtml).toContain("Update failed");
    expect(takenHtml).toContain("This email is already used by another account");
    expect((await (await jar.fetch(`${server.url}/api/auth/user`)).json()).email).toBe(email);
  });

  it("changes the password through the form with every message of spec §5 and §8; never echoes a password", async () => {
    const { jar, email } = await registerUser(server.url);
    const post = (fields: Record<string, string>) =>
      jar.postForm(`${server.url}/profile?tab=password`, { intent: "password", ...fields });

    const empty = await pageText(await post({ currentPassword: "", newPassword: "", confirmPassword: "" }));
    expect(empty).toContain("Current password is required");
    expect(empty).toContain("Password must be at least 6 characters");
    expect(empty).toContain("Please confirm your password");

    const mismatch = await pageText(
      await post({ currentPassword: TEST_PASSWORD, newPassword: "new-secret-1", confirmPassword: "new-secret-2" }),
    );
    expect(mismatch).toContain("Passwords don't match");
    expect(mismatch).not.toContain("new-secret-1");
    expect(mismatch).not.toContain(TEST_PASSWORD);

    const wrong = await post({
      currentPassword: "not-my-password",
      newPassword: "new-secret-1",
      confirmPassword: "new-secret-1",
    });
    expect(wrong.status).toBe(400);
    const wrongHtml = await pageText(wrong);
    expect(wrongHtml).toContain("Password update failed");
    expect(wrongHtml).toContain("Failed to update password");
    expect(wrongHtml).toContain("Current password is incorrect");

    const ok = await post({
      currentPassword: TEST_PASSWORD,
      newPassword: "new-secret-1",
      confirmPassword: "new-secret-1",
    });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/profile?tab=password");
    const okHtml = await pageText(await jar.follow(ok, server.url));
    expect(okHtml).toContain("Password updated");
    expect(okHtml).toContain("Your password has been successfully changed.");

    const oldLogin = await jsonRequest(new CookieJar(), `${server.url}/api/auth/login`, "POST", {
      email,
      password: TEST_PASSWORD,
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await jsonRequest(new CookieJar(), `${server.url}/api/auth/login`, "POST", {
      email,
      password: "new-secret-1",
    });
    expect(newLogin.status).toBe(200);
  });

  it("saves search defaults through the form: 'Preferences saved', and the fields show them", async () => {
    const { jar } = await registerUser(server.url);
    const res = await jar.postForm(`${server.url}/profile?tab=defaults`, {
      intent: "defaults",
      defaultDepartureAirport: "ksts",
      defaultAircraftSpeed: "145",
      defaultMinDuration: "0.5",
      defaultMaxDuration: "2.25",
      defaultMinRunwayLength: "3000",
      defaultState: "CA",
      defaultRunwaySurface: "",
      defaultAirportUse: "public",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/profile?tab=defaults");
    const html = await pageText(await jar.follow(res, server.url));
    expect(html).toContain("Preferences saved");
    expect(html).toContain("Your default search preferences have been saved.");
    expect(html).toContain("These defaults fill the home search form");
    expect(inputValue(html, "defaultDepartureAirport")).toBe("KSTS");
    expect(inputValue(html, "defaultAircraftSpeed")).toBe("145");
    expect(inputValue(html, "defaultMaxDuration")).toBe("2.25");
    expect(selected(html, "defaultState")).toBe("CA");
    const stateOptions = [
      ...(/<select(?=[^>]*name="defaultState")[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "").matchAll(
        /value="([^"]*)"/g,
      ),
    ].map((m) => m[1]);
    expect(stateOptions).toEqual(["", "CA", "TX", "FL", "NY", "WA", "OR", "NV", "AZ", "CO", "UT"]);
    expect(html).toContain(">Any State</option>");

    const bad = await jar.postForm(`${server.url}/profile?tab=defaults`, {
      intent: "defaults",
      defaultAircraftSpeed: "20",
      defaultDepartureAirport: "ZZZZ",
    });
    expect(bad.status).toBe(400);
    const badHtml = await pageText(bad);
    expect(badHtml).toContain("Speed must be at least 50 knots");
    expect(inputValue(badHtml, "defaultAircraftSpeed")).toBe("20");

    const unknown = await pageText(
      await jar.postForm(`${server.url}/profile?tab=defaults`, { intent: "defaults", defaultDepartureAirport: "ZZZZ" }),
    );
    expect(unknown).toContain("Save failed");
    expect(unknown).toContain("Failed to save preferences");
    expect(unknown).toContain("No airport found with the code ZZZZ");
  });

  it("shows a Google user the spec's sentence instead of the password form", async () => {
    // A provider-google user, made the way the callback makes one: straight in the DB of this test server.
    const { default: Database } = await import("better-sqlite3");
    const { jar, user } = await registerUser(server.url);
    const db = new Database(server.databasePath);
    db.prepare("UPDATE users SET provider = 'google', password_hash = NULL, google_subject = ? WHERE id = ?").run(
      `g-${user.id}`,
      user.id,
    );
    db.close();
    const html = await pageText(await jar.fetch(`${server.url}/profile?tab=password`));
    expect(html).toContain("You signed in with Google. Password changes are managed through your Google account.");
    expect(html).not.toContain("Update Password");
    const api = await jsonRequest(jar, `${server.url}/api/profile/password`, "PUT", {
      currentPassword: "x",
      newPassword: "abcdef",
    });
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({
      error: "You signed in with Google. Password changes are managed through your Google account.",
    });
  });
});

describe("profile JSON calls", () => {
  it("PUT /api/profile updates the signed-in user and answers it; bad input 400 with field errors", async () => {
    const { jar, user } = await registerUser(server.url);
    const newEmail = uniqueEmail("renamed");
    const res = await jsonRequest(jar, `${server.url}/api/profile`, "PUT", {
      email: newEmail,
      firstName: "Amelia",
      lastName: "",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...user, email: newEmail, firstName: "Amelia", lastName: null });

    const bad = await jsonRequest(jar, `${server.url}/api/profile`, "PUT", { email: "x" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({ email: ["Please enter a valid email address"] });
  });

  it("PUT /api/profile/password checks the current password", async () => {
    const { jar, email } = await registerUser(server.url);
    const wrong = await jsonRequest(jar, `${server.url}/api/profile/password`, "PUT", {
      currentPassword: "nope-nope",
      newPassword: "brand-new-1",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: "Current password is incorrect",
      fieldErrors: { currentPassword: ["Current password is incorrect"] },
    });
    const missing = await jsonRequest(jar, `${server.url}/api/profile/password`, "PUT", { newPassword: "abc" });
    expect((await missing.json()).fieldErrors).toEqual({
      currentPassword: ["Current password is required"],
      newPassword: ["Password must be at least 6 characters"],
    });
    const ok = await jsonRequest(jar, `${server.url}/api/profile/password`, "PUT", {
      currentPassword: TEST_PASSWORD,
      newPassword: "brand-new-1",
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true });
    expect(
      (await jsonRequest(new CookieJar(), `${server.url}/api/auth/login`, "POST", { email, password: "brand-new-1" }))
        .status,
    ).toBe(200);
  });

  it("GET/PUT /api/profile/preferences: every default* field, null when unset; PUT replaces; null and 'Any' clear", async () => {
    const { jar } = await registerUser(server.url);
    const empty = await jar.fetch(`${server.url}/api/profile/preferences`);
    expect(empty.status).toBe(200);
    const none = {
      defaultDepartureAirport: null,
      defaultAircraftSpeed: null,
      defaultMinDuration: null,
      defaultMaxDuration: null,
      defaultMinRunwayLength: null,
      defaultState: null,
      defaultRunwaySurface: null,
      defaultAirportUse: null,
    };
    expect(await empty.json()).toEqual(none);

    const full = {
      defaultDepartureAirport: "ksfo",
      defaultAircraftSpeed: 160,
      defaultMinDuration: 0.25,
      defaultMaxDuration: 3,
      defaultMinRunwayLength: 2500,
      defaultState: "NV",
      defaultRunwaySurface: "unimproved",
      defaultAirportUse: "private",
    };
    const put = await jsonRequest(jar, `${server.url}/api/profile/preferences`, "PUT", full);
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ ...full, defaultDepartureAirport: "KSFO" });
    expect(await (await jar.fetch(`${server.url}/api/profile/preferences`)).json()).toEqual({
      ...full,
      defaultDepartureAirport: "KSFO",
    });

    const cleared = await jsonRequest(jar, `${server.url}/api/profile/preferences`, "PUT", {
      defaultAircraftSpeed: 90,
      defaultState: null,
      defaultAirportUse: "Any",
    });
    expect(await cleared.json()).toEqual({ ...none, defaultAircraftSpeed: 90 });

    const bad = await jsonRequest(jar, `${server.url}/api/profile/preferences`, "PUT", {
      defaultAircraftSpeed: 600,
      defaultState: "MI",
      defaultRunwaySurface: "grass",
      defaultMinDuration: 2,
      defaultMaxDuration: 1,
      defaultDepartureAirport: "KS",
    });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.error).toEqual(expect.any(String));
    expect(body.fieldErrors).toMatchObject({
      defaultAircraftSpeed: ["Speed must be at most 500 knots"],
      defaultState: [expect.stringContaining("State must be one of")],
      defaultRunwaySurface: ["Surface must be improved or unimproved"],
      defaultDepartureAirport: ["Airport code must be at least 3 characters"],
    });
    const order = await jsonRequest(jar, `${server.url}/api/profile/preferences`, "PUT", {
      defaultMinDuration: 2,
      defaultMaxDuration: 1,
    });
    expect((await order.json()).fieldErrors).toEqual({
      defaultMaxDuration: ["Max duration must be at least the min duration"],
    });
  });
});

describe("search defaults on the home page (spec §4)", () => {
  it("fill the form for a signed-in pilot; Clear Filters goes back to them; others get 120 kt, improved, public", async () => {
    const anonymous = await pageText(await fetch(`${server.url}/`));
    expect(inputValue(anonymous, "aircraftSpeed")).toBe("120");
    expect(selected(anonymous, "runwaySurface")).toBe("improved");
    expect(selected(anonymous, "airportUse")).toBe("public");

    const { jar } = await registerUser(server.url);
    // Signed in but never saved defaults: the standard ones.
    expect(inputValue(await pageText(await jar.fetch(`${server.url}/`)), "aircraftSpeed")).toBe("120");

    await jsonRequest(jar, `${server.url}/api/profile/preferences`, "PUT", {
      defaultDepartureAirport: "KSTS",
      defaultAircraftSpeed: 140,
      defaultMaxDuration: 1.5,
      defaultState: "CA",
      defaultAirportUse: "public",
    });
    const home = await pageText(await jar.fetch(`${server.url}/`));
    expect(inputValue(home, "departureAirport")).toBe("KSTS");
    expect(inputValue(home, "aircraftSpeed")).toBe("140");
    expect(inputValue(home, "maxDuration")).toBe("1.5");
    expect(selected(home, "state")).toBe("CA");
    // Surface was left at Any: the form shows Any, not the standard 'improved'.
    expect(selected(home, "runwaySurface")).toBe(null);
    expect(selected(home, "airportUse")).toBe("public");
    // Clear Filters is a link to /, which shows the defaults again.
    expect(home).toMatch(/<a(?=[^>]*href="\/")[^>]*>Clear Filters<\/a>/);

    // A search shows what was searched, not the defaults.
    const search = await pageText(await jar.fetch(`${server.url}/?departureAirport=KSFO&aircraftSpeed=200`));
    expect(inputValue(search, "departureAirport")).toBe("KSFO");
    expect(inputValue(search, "aircraftSpeed")).toBe("200");
  });
});
