import { z } from 'zod'

/**
 * The config fields every service reads alike, to spread into its own schema: where it listens
 * (`port`, by default `defaultPort`, and `host`, loopback by default), `logLevel`, `production`
 * (refuse unsafe settings at start, as the service's production check lists them) and
 * `metricsToken` (the bearer token that lets a client beyond loopback read GET /metrics).
 * @example
 * const kmsConfigSchema = z.object({ ...serviceConfigFields(8791), dataDir: z.string() })
 */
export function serviceConfigFields(defaultPort: number) {
  return {
    port: z.number().int().min(0).max(65535).default(defaultPort),
    host: z.string().default('127.0.0.1'),
    logLevel: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    production: z.boolean().default(false),
    metricsToken: z.string().min(1).max(256).optional(),
  }
}
