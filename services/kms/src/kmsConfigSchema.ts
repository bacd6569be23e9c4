import { serviceConfigFields } from '@portico/server'
import { z } from 'zod'

/**
 * The KMS's configuration (JSON file named by `PORTICO_KMS_CONFIG`, every field optional).
 * `unsealPerMinute` bounds how fast recovery shares can be opened in all (a stolen client token
 * cannot drain every account at once); `unsealPerContextPerHour` how often one share can.
 * @example kmsConfigSchema.parse({ port: 0, dataDir: '/var/lib/portico-kms' })
 */
export const kmsConfigSchema = z.object({
  // Production refuses unsafe settings at start (kmsProductionProblems). The KMS listens on
  // loopback only: its metricsToken is never needed, accepted so every service's config reads alike.
  ...serviceConfigFields(8791),
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
