import { z } from '../zod'

/**
 * A message lifetime in seconds: at least one second, at most 30 days.
 * @example
 * relayTtlSchema.parse(300)
 */
export const relayTtlSchema = z
  .number()
  .int()
  .min(1)
  .max(30 * 24 * 60 * 60)
