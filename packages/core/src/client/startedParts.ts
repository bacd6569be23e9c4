// Everything a started client runs on, as one module a site's bundler makes one file of: the
// deferred actions, the remote-data rules, the query library. A bundler gives each combination
// of lazy roots that share a module (an error class, a formatter) a file of its own, so three
// roots fetched together at the start came as some twenty files. The parts a started client
// loads later (sending, account data, the blockchain client, analytics, a legacy siweConfig)
// are imported from here only: when one arrives, this module is loaded already, and what it
// shares with it stays in this file. Other packages' lazy roots that only run with a started
// client (the modal, an adapter's parts) re-export it (`startedParts` in core's index) for the
// same reason. Not for apps: its exports change with core's internals.
//
// common's number and CAIP helpers and its sending errors are re-exported for the bundler alone:
// the modal, the adapters' parts and the later parts (sending, swaps, the blockchain client) use
// them and this module did not, so each was a file of its own on intent (four under 1 KiB); as
// part of this module they travel with it. The consumer bench's request count
// (`consumer.prefetch.requestsBeforeClick`) shows a new split of that kind. Core's EVM request
// helpers likewise: the wagmi adapter's parts, its own config's transports and WalletConnect's
// session and EVM family share them, and were five more files on intent beside those.

export {
  formatDecimal,
  formatUnits,
  isCaipAddress,
  NoRpcUrlError,
  parseDecimal,
  TokenTransferRefusedError,
} from '@portico/common'
export { QueryClient } from '@tanstack/query-core'
export * as actions from '../actions/deferredActions'
export { encodeErc20Transfer } from '../evm/encodeErc20Transfer'
export { estimateEvmFeeWith } from '../evm/estimateEvmFeeWith'
export { readQuantity } from '../evm/readQuantity'
export { toQuantity } from '../evm/toQuantity'
export { toRpcTransaction } from '../evm/toRpcTransaction'
export { utf8ToHex } from '../evm/utf8ToHex'
export * as apiRules from '../queries/apiRules'
export { requestNetworkRpc } from '../rpc/requestNetworkRpc'
export { createStartedCalls } from './createStartedCalls'
export { loadTransactionActions } from './loadTransactionActions'

/** @example const { fetchTokenBalances } = await parts.loadAccountRules() */
export function loadAccountRules() {
  return import('../queries/accountRules')
}

/** @example const { createBlockchainApiClient } = await parts.loadBlockchainApiClient() */
export function loadBlockchainApiClient() {
  return import('../api/createBlockchainApiClient')
}

/** @example const { startAnalytics } = await parts.loadAnalytics() */
export function loadAnalytics() {
  return import('../analytics/startAnalytics')
}

/** @example const { siweConfigSiwx } = await parts.loadSiweConfigSiwx() */
export function loadSiweConfigSiwx() {
  return import('../siwx/siweConfigSiwx')
}
