import { z } from '../zodMini'

// Apart from the answers the kit reads at start (projectConfig.ts): the gateway serves these, no
// page parses them, and a module of schemas is built whole when a page loads it.
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
