export {
  createInjectedEvmAdapter,
  type InjectedEvmAdapter,
  type InjectedEvmAdapterParameters,
} from './adapter/createInjectedEvmAdapter'
export type { EvmLibraryActions, TypedData } from './adapter/EvmLibraryActions'
export { BROWSER_WALLET_NAME, LEGACY_INJECTED_ID } from './connectors/toInjectedConnectors'
export type { AnnouncedProvider, Eip1193Provider } from './discovery/announcedProvider'
export type { DiscoveryTarget } from './discovery/watchAnnouncedProviders'
export { toPorticoError } from './errors/toPorticoError'
export { switchChainCode, toSwitchChainError } from './errors/toSwitchChainError'
export { walletErrorCode } from './errors/walletErrorCode'
export { erc20TransferAbi, USDT_CONTRACTS, usdtTransferAbi } from './tokens/erc20TransferAbis'
