/** '38.5097° N, 122.8129° W': a position as a pilot reads it off a chart, to about 10 m. */
export function formatCoordinates(latitude: number, longitude: number): string {
  const part = (value: number, positive: string, negative: string) => {
    const rounded = Number(value.toFixed(4));
    return `${Math.abs(rounded).toFixed(4)}° ${rounded < 0 ? negative : positive}`;
  };
  return `${part(latitude, "N", "S")}, ${part(longitude, "E", "W")}`;
}
