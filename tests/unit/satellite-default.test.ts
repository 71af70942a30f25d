import { describe, expect, it } from "vitest";
import { readSecurityConfig } from "../../server/security-headers.mjs";
import { satelliteImageUrl } from "~/services/satellite.server";

// Without SATELLITE_URL_TEMPLATE (this unit run sets none), pictures come from Esri World Imagery and the CSP allows it.
describe("the default satellite imagery", () => {
  it("is Esri World Imagery's export, centred on the airport", () => {
    expect(process.env.SATELLITE_URL_TEMPLATE).toBeUndefined();
    const url = satelliteImageUrl({ lat: 38.5097, lng: -122.8129, zoom: 13, size: [1200, 300] });
    expect(url).toMatch(
      /^https:\/\/server\.arcgisonline\.com\/ArcGIS\/rest\/services\/World_Imagery\/MapServer\/export\?bbox=[-\d.]+,[-\d.]+,[-\d.]+,[-\d.]+&bboxSR=3857&imageSR=3857&size=1200,300&format=jpg&f=image$/,
    );
  });

  it("is the image origin the Content-Security-Policy allows", () => {
    const { policyTemplate } = readSecurityConfig({ NODE_ENV: "production" });
    expect(policyTemplate).toMatch(/img-src 'self' data: https:\/\/server\.arcgisonline\.com(;| )/);
  });
});
