import type { Logger } from './config/Logger'
import { loadConfig } from './config/loadConfig'
import { startWalletFrame } from './startWalletFrame'

const logger: Logger = {
  info: (message, ...rest) => console.log(`[wallet-frame] ${message}`, ...rest),
  warn: (message, ...rest) => console.warn(`[wallet-frame] ${message}`, ...rest),
  error: (message, ...rest) => console.error(`[wallet-frame] ${message}`, ...rest),
}

const config = loadConfig(process.env)
const startedAt = performance.now()
const frame = await startWalletFrame(config, { logger }).catch((error: unknown) => {
  logger.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
logger.info(
  `listening on ${frame.url} in ${Math.round(performance.now() - startedAt)} ms (frame: ${frame.url}/frame?projectId=…; SMTP ${config.smtp.host}:${config.smtp.port}; gateway ${config.gatewayUrl}; data: ${config.dataDir}; ${config.database ? `PostgreSQL schema ${config.database.schema ?? 'public'}` : 'SQLite'}${config.redis ? ', limits in Redis' : ''})`,
)

let stopping = false
const stop = (signal: string) => {
  if (stopping) return
  stopping = true
  frame.close().then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error(`error while stopping on ${signal}`, error)
      process.exit(1)
    },
  )
}
process.once('SIGINT', () => stop('SIGINT'))
process.once('SIGTERM', () => stop('SIGTERM'))
