// @ts-check
/**
 * The satellite imagery used when SATELLITE_URL_TEMPLATE is not set: Esri World Imagery's
 * export, which needs no key (docs/decisions/0012). One constant for the app's pictures
 * (app/config.server.ts) and this server's Content-Security-Policy (security-headers.mjs).
 */
export const DEFAULT_SATELLITE_URL_TEMPLATE =
  "https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/export?bbox={bbox}&bboxSR=3857&imageSR=3857&size={width},{height}&format=jpg&f=image";
