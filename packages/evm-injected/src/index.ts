export {
  createInjectedEvmAdapter,
  type InjectedEvmAdapter,
  type InjectedEvmAdapterOptions,
  type InjectedEvmAdapterParameters,
} from './adapter/createInjectedEvmAdapter'
export type { EvmLibraryActions, TypedData } from './adapter/EvmLibraryActions'
export { type SimulateTransfer, sendErc20Transfer } from './adapter/sendErc20Transfer'
export { transferAnswersBool } from './adapter/transferAnswersBool'
export { isLegacyProviderCovered } from './connectors/isLegacyProviderCovered'
export { toAnnouncedConnector } from './connectors/toAnnouncedConnector'
export { BROWSER_WALLET_NAME, LEGACY_INJECTED_ID } from './connectors/toInjectedConnectors'
export type { AnnouncedProvider, Eip1193Provider } from './discovery/announcedProvider'
export {
  type AnnouncedProvidersWatcher,
  type DiscoveryTarget,
  type WatchAnnouncedProvidersParameters,
  watchAnnouncedProviders,
} from './discovery/watchAnnouncedProviders'
export { toPorticoError } from './errors/toPorticoError'
export { switchChainCode, toSwitchChainError } from './errors/toSwitchChainError'
export { walletErrorCode } from './errors/walletErrorCode'
export {
  erc20TransferAbi,
  type TransferAbi,
  USDT_CONTRACTS,
  usdtTransferAbi,
} from './tokens/erc20TransferAbis'
export { assertWalletOnNetwork } from './wallet/assertWalletOnNetwork'
export { personalSign } from './wallet/personalSign'
export { requestWallet } from './wallet/requestWallet'
export { sendWalletTransaction } from './wallet/sendWalletTransaction'
export { switchWalletChain, type WalletChain } from './wallet/switchWalletChain'
