import { join } from 'node:path'
import { isLoopbackHost } from '@portico/common'
import {
  closeHttpServer,
  createHealth,
  createMetrics,
  type Health,
  type Logger,
  listenHttp,
  readOrCreateKeyFile,
  type ShutdownStep,
  silentLogger,
} from '@portico/server'
import { createAuditLog } from './createAuditLog'
import { createKmsApp } from './createKmsApp'
import { type KmsConfig, type KmsConfigInput, kmsConfigSchema } from './kmsConfigSchema'
import { LoopbackOnlyError } from './LoopbackOnlyError'

/**
 * A running KMS: its URL, health, the steps that stop it, and a way to stop it.
 * @example const { url, close } = await startKms({ port: 0, dataDir })
 */
export type RunningKms = {
  url: string
  port: number
  tokenPath: string
  health: Health
  steps: readonly ShutdownStep[]
  close: () => Promise<void>
}

/**
 * Starts the KMS: reads or creates its key and client token (mode 0600), opens its audit log and
 * listens on `host:port` (0 picks a free port). It speaks plain HTTP, so it refuses to listen
 * beyond loopback: put it on the frame's host, or behind TLS on a private network.
 * @example const kms = await startKms({ port: 0, dataDir: '/tmp/kms' })
 */
export async function startKms(
  input: KmsConfig | KmsConfigInput = {},
  options: { logger?: Logger } = {},
): Promise<RunningKms> {
  const config = kmsConfigSchema.parse(input)
  if (!isLoopbackHost(config.host)) throw new LoopbackOnlyError(config.host)
  const keyPath = config.keyPath ?? join(config.dataDir, 'kms.key')
  const tokenPath = config.tokenPath ?? join(config.dataDir, 'client-token')
  const health = createHealth({})
  const app = createKmsApp({
    key: readOrCreateKeyFile(keyPath),
    token: readOrCreateKeyFile(tokenPath),
    audit: createAuditLog(config.auditLogPath ?? join(config.dataDir, 'audit.jsonl')),
    now: () => Date.now(),
    limits: config,
    logger: options.logger ?? silentLogger,
    metrics: createMetrics({ service: 'kms' }),
    health,
  })
  const { server, port, url } = await listenHttp(app, config)
  const steps = [{ name: 'http', run: () => closeHttpServer(server, { drainMs: 5_000 }) }]
  return {
    url,
    port,
    tokenPath,
    health,
    steps,
    close: async () => {
      health.beginShutdown()
      for (const step of steps) await step.run()
    },
  }
}
