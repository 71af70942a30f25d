/** The results page's range map over real HTTP, without JavaScript: an SVG of links, a caption, and the cached outline image. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gzipSync } from "node:zlib";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("range map", () => {
  it("draws the departure, rings at the min and max trip time and one linked dot per result of the page", async () => {
    const html = await (
      await fetch(`${server.url}/?departureAirport=KSTS&aircraftSpeed=120&minDuration=0.5&maxDuration=1`)
    ).text();
    const map = html.slice(html.indexOf("<figure"), html.indexOf("</figure>"));
    // The map zooms to the 120 NM ring (about eight times), so its outlines come drawn finer.
    expect(map).toContain('<image href="/map/us-states.svg?zoom=4"');
    expect(map).toContain("Map of the results around KSTS");
    expect(map).toMatch(/rings at the min trip time, 30 min \(60 NM\) and the max trip time, 1h \(120 NM\)/);
    const dots = [...map.matchAll(/<a href="(\/airport\/[A-Z0-9]+\?from=search[^"]*)" aria-label="([^"]+)"/g)];
    expect(dots).toHaveLength(50);
    expect(dots[0][1]).toMatch(/^\/airport\/[A-Z0-9]+\?from=search&amp;departureAirport=KSTS&amp;aircraftSpeed=120/);
    expect(dots.map((d) => d[2])).toContainEqual(
      expect.stringMatching(/^.+ \([A-Z0-9]+\), [^,]+, (VFR|MVFR|IFR|LIFR|no current weather)$/),
    );
    expect((map.match(/<path /g) ?? []).length).toBe(2);
  });

  it("without a max trip time, rings the farthest result shown", async () => {
    const html = await (await fetch(`${server.url}/?departureAirport=KSTS&aircraftSpeed=120`)).text();
    expect(html).toMatch(/rings at the farthest result shown \(\d+ NM\)/);
  });

  it("serves the state outlines as a cacheable SVG", async () => {
    const res = await fetch(`${server.url}/map/us-states.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 975 610"/);
    expect(gzipSync(svg).length).toBeLessThan(8 * 1024);
  });

  it("draws the outlines finer for a zoomed map, and the whole map's for an unknown zoom", async () => {
    const zoomed = await (await fetch(`${server.url}/map/us-states.svg?zoom=4`)).text();
    // Four times the map's units: the same lines on screen at a quarter of the thickness, and more of the coast.
    expect(zoomed).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 3900 2440" width="975" height="610"/,
    );
    expect(zoomed.length).toBeGreaterThan(1.5 * (await (await fetch(`${server.url}/map/us-states.svg`)).text()).length);
    expect(gzipSync(zoomed).length).toBeLessThan(16 * 1024);
    const odd = await fetch(`${server.url}/map/us-states.svg?zoom=3%3Cscript%3E`);
    expect(odd.status).toBe(200);
    expect(await odd.text()).toMatch(/viewBox="0 0 975 610"/);
  });
});
