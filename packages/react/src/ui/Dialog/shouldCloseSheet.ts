/** A drag this far down (px) closes the sheet whatever its speed. */
export const SHEET_CLOSE_DISTANCE_PX = 96
/** A flick this fast (px/ms) closes it from a shorter drag. */
export const SHEET_CLOSE_VELOCITY = 0.5
/** Below this the gesture is a tap, not a drag. */
const MIN_FLICK_DISTANCE_PX = 24

/**
 * Whether a downward drag of the bottom sheet, released after `durationMs`, asks to close it:
 * far enough, or a quick flick. An upward or tiny drag never does.
 * @example
 * shouldCloseSheet(120, 400) // true
 * shouldCloseSheet(40, 40) // true: a flick
 * shouldCloseSheet(40, 400) // false: springs back
 */
export function shouldCloseSheet(distancePx: number, durationMs: number): boolean {
  if (distancePx >= SHEET_CLOSE_DISTANCE_PX) return true
  if (distancePx < MIN_FLICK_DISTANCE_PX) return false
  return distancePx / Math.max(durationMs, 1) >= SHEET_CLOSE_VELOCITY
}
