export type { CatalogueEntry } from './catalogue/catalogueEntrySchema'
export { loadWalletCatalogue } from './catalogue/loadWalletCatalogue'
export type {
  ChainConfig,
  ConvertConfig,
  GatewayConfig,
  GatewayConfigInput,
  ProjectConfig,
  TokenConfig,
} from './config/gatewayConfigSchema'
export { gatewayConfigSchema } from './config/gatewayConfigSchema'
export { gatewayProductionProblems } from './config/gatewayProductionProblems'
export { GATEWAY_ENV, loadConfig } from './config/loadConfig'
export { createApp } from './createApp'
export type { GatewayDb } from './db/Database'
export { migrateGatewayDb } from './db/migrateGatewayDb'
export { gatewayMigrations } from './db/migrations'
export { type GatewayDbTarget, openGatewayDb } from './db/openGatewayDb'
export { ERROR_CODES, type ErrorCode } from './errors/errorCodes'
export { GatewayError } from './errors/GatewayError'
export type { GatewayDeps } from './GatewayDeps'
export { gatewayCli } from './gatewayCli'
export type { Indexer, IndexerOptions } from './indexer/createIndexer'
export { createIndexer } from './indexer/createIndexer'
export type { RunningGateway } from './startGateway'
export { startGateway } from './startGateway'
