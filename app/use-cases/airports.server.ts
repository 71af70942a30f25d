import { z } from "zod";
import { airportDetail } from "~/services/airport-detail.server";
import { airportWindReport } from "~/services/airport-wind.server";
import { NotFound } from "~/services/errors.server";
import { cachedPhotos } from "~/services/featured.server";
import { kneeboardCard } from "~/services/kneeboard.server";
import { livePlacesFor } from "~/services/live-places.server";
import { requireAirport, restaurantsNear } from "~/services/nearby-places.server";
import { satelliteImageUrl, satelliteRequest } from "~/services/satellite.server";
import { weatherForAirport, weatherForStation } from "~/services/weather.server";
import { declareUseCase } from "./use-case";

/** An airport and what is around it (docs/product.md, "Airport page"), for anyone. */

export const airportDetailCase = declareUseCase({
  name: "airportDetail",
  who: "anyone",
  params: { locId: z.string() },
  run: async (_input, _caller, { locId }) => {
    // A first view starts the fetch of the live places, waiting for it only briefly (docs/decisions/0080-live-places-cache.md).
    const found = requireAirport(locId);
    const live = await livePlacesFor({ locId: found.locId, latitude: found.latitude, longitude: found.longitude });
    const airport = airportDetail(locId);
    return { ...airport, wind: airportWindReport(airport, await weatherForAirport(airport)), live_places: live };
  },
});

/** One airport's kneeboard card (docs/decisions/0088-kneeboard-card.md). */
export const kneeboardCardCase = declareUseCase({
  name: "kneeboardCard",
  who: "anyone",
  params: { locId: z.string() },
  run: (_input, _caller, { locId }) => kneeboardCard(locId),
});

export const stationWeatherCase = declareUseCase({
  name: "stationWeather",
  who: "anyone",
  params: { id: z.string() },
  run: (_input, _caller, { id }) => weatherForStation(id),
});

export const restaurantsNearCase = declareUseCase({
  name: "restaurantsNear",
  who: "anyone",
  params: { id: z.string() },
  run: (_input, _caller, { id }) => restaurantsNear(id),
});

export const satelliteImageCase = declareUseCase({
  name: "satelliteImage",
  who: "anyone",
  input: satelliteRequest,
  run: (input) => {
    const url = satelliteImageUrl(input);
    if (!url) throw new NotFound("No satellite imagery is configured");
    return { url };
  },
});

export const cachedPhotosCase = declareUseCase({
  name: "cachedPhotos",
  who: "anyone",
  run: () => cachedPhotos(),
});
