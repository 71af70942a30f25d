import type { ComponentProps } from "react";
import { AirportTafPanel } from "./airport-taf-panel";
import { AirportWeather } from "./airport-weather";

/**
 * The airport page's Weather tab: the observation and the TAF decoded. Loaded when the tab is
 * shown, not with the page (issue 23, docs/decisions/0089-airport-page-parts-on-demand.md).
 */
export function AirportWeatherTab({
  weather,
  taf,
  arrival,
  now,
}: {
  weather: ComponentProps<typeof AirportWeather>["weather"];
  taf: ComponentProps<typeof AirportTafPanel>["taf"];
  arrival: ComponentProps<typeof AirportTafPanel>["arrival"];
  now: number;
}) {
  return (
    <>
      <AirportWeather weather={weather} now={now} />
      <AirportTafPanel taf={taf} arrival={arrival} now={now} />
    </>
  );
}
