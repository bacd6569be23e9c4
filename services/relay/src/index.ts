export { decodeDidKey, encodeDidKey } from './auth/didKey'
export {
  createRelayIdentity,
  type RelayIdentity,
  relayIdentityFromSeed,
  signRelayJwt,
} from './auth/signRelayJwt'
export { type VerifyRelayJwtOptions, verifyRelayJwt } from './auth/verifyRelayJwt'
export { createRedisBus } from './cluster/createRedisBus'
export { createRedisStore } from './cluster/createRedisStore'
export { openClusterStore } from './cluster/openClusterStore'
export type { RelayBus } from './cluster/RelayBus'
export { loadRelayConfig, RELAY_ENV } from './config/loadRelayConfig'
export { type RelayConfig, resolveRelayConfig } from './config/RelayConfig'
export { relayProductionProblems } from './config/relayProductionProblems'
export { type RelayServerConfig, relayServerConfigSchema } from './config/relayServerConfigSchema'
export { toRelayConfig } from './config/toRelayConfig'
export type { ConnectionLimits, ConnectionSlot } from './connection/ConnectionLimits'
export { createRelay, type Relay, type RelayDeps } from './createRelay'
export { RelayUpgradeError } from './http/RelayUpgradeError'
export { subscriptionId } from './hub/subscriptionId'
export type { QuotaBackend } from './quota/QuotaBackend'
export type { QuotaLimits } from './quota/quotaVerdict'
export type { StorageCharge, StorageLedger } from './quota/StorageLedger'
export { relayCli } from './relayCli'
export { RelayRpcError } from './rpc/RelayRpcError'
export {
  RELAY_CLOSE_CODES,
  RELAY_ERRORS,
  RELAY_UPGRADE_ERRORS,
  type RelayErrorKey,
  type RelayUpgradeErrorKey,
} from './rpc/relayErrorCodes'
export { createSqliteStore } from './store/createSqliteStore'
export type {
  NewMessage,
  RelayStore,
  StoredMessage,
  StoredUsage,
  UnackedQuery,
} from './store/RelayStore'
