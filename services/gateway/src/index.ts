export type { CatalogueEntry } from './catalogue/catalogueEntrySchema'
export { loadWalletCatalogue } from './catalogue/loadWalletCatalogue'
export type { Clock } from './config/Clock'
export { systemClock } from './config/Clock'
export type {
  ChainConfig,
  ConvertConfig,
  GatewayConfig,
  GatewayConfigInput,
  ProjectConfig,
  TokenConfig,
} from './config/gatewayConfigSchema'
export { gatewayConfigSchema } from './config/gatewayConfigSchema'
export type { Logger } from './config/Logger'
export { silentLogger } from './config/Logger'
export { loadConfig } from './config/loadConfig'
export type { GatewayDeps } from './createApp'
export { createApp } from './createApp'
export { createPostgresDb } from './db/createPostgresDb'
export { createSqliteDb } from './db/createSqliteDb'
export type { GatewayDb } from './db/Database'
export { migrateToLatest } from './db/migrateToLatest'
export { type GatewayDbTarget, openGatewayDb } from './db/openGatewayDb'
export { ERROR_CODES, type ErrorCode } from './errors/errorCodes'
export { GatewayError } from './errors/GatewayError'
export type { Indexer, IndexerOptions } from './indexer/createIndexer'
export { createIndexer } from './indexer/createIndexer'
export type { RunningGateway } from './startGateway'
export { startGateway } from './startGateway'
