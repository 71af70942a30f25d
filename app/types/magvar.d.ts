/** The part of magvar (World Magnetic Model 2025–2030, CommonJS, no bundled types) the app uses. */
declare module "magvar" {
  /** Declination in degrees, east positive, rounded to 0.01°; a one-time console.warn outside MODEL_EPOCH..MODEL_VALID_UNTIL. */
  export function calculateMagVarForDecimalYear(
    decimalYear: number,
    latitude: number,
    longitude: number,
    altitudeKm?: number,
  ): number;
  export const MODEL_EPOCH: number;
  export const MODEL_VALID_UNTIL: number;
}
