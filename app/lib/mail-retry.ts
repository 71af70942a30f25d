/** The delay before attempt n+1 after n failed sends: base, 2×base, 4×base, … up to the maximum (docs/decisions/0027-mail-queue.md). */
export function retryDelaySeconds(failedAttempts: number, base: number, max: number): number {
  return Math.min(max, base * 2 ** Math.max(0, failedAttempts - 1));
}
