import { z } from 'zod'

/**
 * The KMS's configuration (JSON file named by `PORTICO_KMS_CONFIG`, every field optional).
 * `unsealPerMinute` bounds how fast recovery shares can be opened in all (a stolen client token
 * cannot drain every account at once); `unsealPerContextPerHour` how often one share can.
 * @example kmsConfigSchema.parse({ port: 0, dataDir: '/var/lib/portico-kms' })
 */
export const kmsConfigSchema = z.object({
  port: z.number().int().min(0).max(65535).default(8791),
  host: z.string().default('127.0.0.1'),
  logLevel: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Production refuses unsafe settings at start (kmsProductionProblems). */
  production: z.boolean().default(false),
  /**
   * Bearer token for /metrics from beyond loopback. The KMS listens on loopback only, so it is
   * never needed; accepted so every service's config reads alike.
   */
  metricsToken: z.string().min(1).max(256).optional(),
  /** Where the key, the client token and the audit log live unless set one by one. */
  dataDir: z.string().default('.cache/kms'),
  keyPath: z.string().optional(),
  /** The bearer token the wallet frame sends; share it with the frame's `kms.tokenPath`. */
  tokenPath: z.string().optional(),
  /** JSON lines, one per seal and unseal: time, operation, context, result. */
  auditLogPath: z.string().optional(),
  unsealPerMinute: z.number().int().positive().default(60),
  unsealPerContextPerHour: z.number().int().positive().default(10),
  bodyLimitBytes: z.number().int().positive().default(4096),
})

/** @example const config: KmsConfig = kmsConfigSchema.parse({}) */
export type KmsConfig = z.infer<typeof kmsConfigSchema>
/** @example const input: KmsConfigInput = { port: 0 } */
export type KmsConfigInput = z.input<typeof kmsConfigSchema>
