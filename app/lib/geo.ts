/** The mean earth radius in nautical miles (IUGG 6,371.0088 km / 1.852). */
export const EARTH_RADIUS_NM = 3440.065;
const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** The distance in nautical miles whose haversine term is `h` (the one formula every distance here uses). */
export const nmOfHaversine = (h: number) => 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(Math.max(0, h))));

/** Great-circle (haversine) distance in nautical miles between two points given in degrees. */
export function haversineNm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const sinDLat = Math.sin(toRad(lat2 - lat1) / 2);
  const sinDLon = Math.sin(toRad(lon2 - lon1) / 2);
  return nmOfHaversine(sinDLat * sinDLat + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * sinDLon * sinDLon);
}

/** Great-circle (haversine) distance in nautical miles. */
export const greatCircleNm = (a: LatLon, b: LatLon): number =>
  haversineNm(a.latitude, a.longitude, b.latitude, b.longitude);

/** The point halfway along the great circle from a to b (not the average of the coordinates). */
export function greatCircleMidpoint(a: LatLon, b: LatLon): LatLon {
  const lat1 = toRad(a.latitude);
  const lat2 = toRad(b.latitude);
  const lon1 = toRad(a.longitude);
  const dLon = toRad(b.longitude - a.longitude);
  const bx = Math.cos(lat2) * Math.cos(dLon);
  const by = Math.cos(lat2) * Math.sin(dLon);
  const lat = Math.atan2(Math.sin(lat1) + Math.sin(lat2), Math.sqrt((Math.cos(lat1) + bx) ** 2 + by ** 2));
  const lon = lon1 + Math.atan2(by, Math.cos(lat1) + bx);
  return { latitude: toDeg(lat), longitude: ((toDeg(lon) + 540) % 360) - 180 };
}

/** Initial great-circle bearing from a to b, degrees true in [0, 360). */
export function initialBearing(a: LatLon, b: LatLon): number {
  const lat1 = toRad(a.latitude);
  const lat2 = toRad(b.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const y = Math.sin(dLon) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLon);
  return (toDeg(Math.atan2(y, x)) + 360) % 360;
}
