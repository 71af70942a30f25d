/**
 * One Duration Match the tests and the bench share: two planes at 150 kt from Burbank
 * and Los Angeles, meeting where each flies one to two hours.
 */
export const BUR_LAX_MEETUP = {
  plane1Airport: "KBUR",
  plane2Airport: "KLAX",
  plane1Speed: 150,
  plane2Speed: 150,
  minDuration: 1,
  maxDuration: 2,
} as const;
