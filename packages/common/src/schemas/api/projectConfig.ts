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

/**
 * One remote feature switch of GET /appkit/v1/config; a null `config` keeps the local setting.
 * @example remoteFeatureSchema.parse({ id: 'swap', isEnabled: true, config: null })
 */
export const remoteFeatureSchema = z.object({
  id: z.string(),
  isEnabled: z.boolean(),
  config: z.optional(z.nullable(z.array(z.string()))),
})

/**
 * Answer of GET /appkit/v1/config; null `features` keeps every local feature option.
 * @example appkitConfigResponseSchema.parse({ features: null })
 */
export const appkitConfigResponseSchema = z.object({
  features: z.nullable(z.array(remoteFeatureSchema)),
})

/** @example const r: AppkitConfigResponse = { features: null } */
export type AppkitConfigResponse = z.infer<typeof appkitConfigResponseSchema>

/**
 * Answer of GET /appkit/v1/project-limits.
 * @example projectLimitsResponseSchema.parse({ planLimits: { tier: 'self-hosted', isAboveMauLimit: false, isAboveRpcLimit: false } })
 */
export const projectLimitsResponseSchema = z.object({
  planLimits: z.object({
    tier: z.string(),
    isAboveMauLimit: z.boolean(),
    isAboveRpcLimit: z.boolean(),
  }),
})

/** @example const r: ProjectLimitsResponse = projectLimitsResponseSchema.parse(json) */
export type ProjectLimitsResponse = z.infer<typeof projectLimitsResponseSchema>
