import type { Logger } from './config/Logger'
import { loadConfig } from './config/loadConfig'
import { startGateway } from './startGateway'

const logger: Logger = {
  info: (message, ...rest) => console.log(`[gateway] ${message}`, ...rest),
  warn: (message, ...rest) => console.warn(`[gateway] ${message}`, ...rest),
  error: (message, ...rest) => console.error(`[gateway] ${message}`, ...rest),
}

const config = loadConfig(process.env)
const gateway = await startGateway(config, { logger }).catch((error: unknown) => {
  // A refused configuration is said in one line, without a stack.
  logger.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
logger.info(
  `listening on ${gateway.url} (chains: ${config.chains.map((c) => `eip155:${c.chainId}`).join(', ') || 'none'}; db: ${config.database ? `postgres schema ${config.database.schema ?? 'public'}` : config.dbPath})`,
)

let stopping = false
const stop = (signal: string) => {
  if (stopping) return
  stopping = true
  gateway.close().then(
    () => process.exit(0),
    (error: unknown) => {
      logger.error(`error while stopping on ${signal}`, error)
      process.exit(1)
    },
  )
}
process.once('SIGINT', () => stop('SIGINT'))
process.once('SIGTERM', () => stop('SIGTERM'))
