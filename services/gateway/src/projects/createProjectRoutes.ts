import type {
  AllowedOriginsResponse,
  AnalyticsConfigResponse,
  AppkitConfigResponse,
  ProjectLimitsResponse,
} from '@portico/common/schemas/api'
import { Hono } from 'hono'
import type { AppEnv } from '../http/AppEnv'

/**
 * Per-project answers the kit asks for at start: allowed origins (and, for the wallet frame,
 * whether the spec's default frame ancestors apply), whether analytics is on, the
 * remote feature switches (null keeps the app's own options) and plan limits (never exceeded
 * on a self-hosted gateway).
 * @example
 * app.route('/', createProjectRoutes())
 */
export function createProjectRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get('/projects/v1/origins', (c) =>
    c.json<AllowedOriginsResponse>({
      allowedOrigins: c.get('project')?.allowedOrigins ?? [],
      defaultFrameAncestors: c.get('project')?.defaultFrameAncestors ?? true,
    }),
  )
  app.get('/getAnalyticsConfig', (c) =>
    c.json<AnalyticsConfigResponse>({
      isAnalyticsEnabled: c.get('project')?.analyticsEnabled ?? true,
    }),
  )
  app.get('/appkit/v1/config', (c) =>
    c.json<AppkitConfigResponse>({ features: c.get('project')?.features ?? null }),
  )
  app.get('/appkit/v1/project-limits', (c) =>
    c.json<ProjectLimitsResponse>({
      planLimits: { tier: 'self-hosted', isAboveMauLimit: false, isAboveRpcLimit: false },
    }),
  )
  return app
}
