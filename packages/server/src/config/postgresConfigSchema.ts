import { z } from 'zod'

/**
 * A service's PostgreSQL: `url`, the `schema` its tables live in (default the server's
 * search_path) and `poolSize`, connections per node. Each service makes it optional and says
 * what it keeps there.
 * @example
 * const schema = z.object({ database: postgresConfigSchema.optional() })
 * schema.parse({ database: { url: 'postgres://127.0.0.1/portico', schema: 'gateway' } })
 */
export const postgresConfigSchema = z.object({
  url: z.string().regex(/^postgres(ql)?:\/\//, 'Expected a postgres:// URL'),
  schema: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'Expected a lower-case schema name')
    .optional(),
  poolSize: z.number().int().min(1).max(100).default(10),
})
