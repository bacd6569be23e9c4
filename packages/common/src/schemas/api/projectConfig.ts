import { z } from '../zodMini'

/**
 * Answer of GET /projects/v1/origins: origin patterns, `*` as a wildcard. `defaultFrameAncestors`
 * (our gateway's addition; absent means true) says whether the spec's default ancestors may also
 * embed the project's wallet frame.
 * @example allowedOriginsResponseSchema.parse({ allowedOrigins: ['https://*.example.com'] })
 */
export const allowedOriginsResponseSchema = z.object({
  allowedOrigins: z.array(z.string()),
  defaultFrameAncestors: z.optional(z.boolean()),
})

/** @example const r: AllowedOriginsResponse = { allowedOrigins: [] } */
export type AllowedOriginsResponse = z.infer<typeof allowedOriginsResponseSchema>

/**
 * Answer of GET /getAnalyticsConfig.
 * @example analyticsConfigResponseSchema.parse({ isAnalyticsEnabled: true })
 */
export const analyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() })

/** @example const r: AnalyticsConfigResponse = { isAnalyticsEnabled: false } */
export type AnalyticsConfigResponse = z.infer<typeof analyticsConfigResponseSchema>
