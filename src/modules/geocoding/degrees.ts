/** Below this many degrees (about 0.1 mm on the ground) a coordinate is stored as 0. */
const SMALLEST_DEGREES = 1e-9;

/**
 * A coordinate as it may be stored: one closer to 0 than any survey measures
 * (1e-200) becomes 0. earthdistance's trigonometry multiplies coordinates, and
 * a product that underflows is an error in PostgreSQL, so one such row made
 * every radius search through its meridian or parallel fail.
 */
export function storableDegrees(value: number): number {
  return Math.abs(value) < SMALLEST_DEGREES ? 0 : value;
}
