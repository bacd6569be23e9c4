export { connectWallet } from './actions/connectWallet'
export { disconnectWallet } from './actions/disconnectWallet'
export { erc20TransferAbi, USDT_CONTRACTS, usdtTransferAbi } from './actions/erc20TransferAbis'
export { estimateEvmFee } from './actions/estimateEvmFee'
export { getNativeBalance } from './actions/getNativeBalance'
export { reconnectWallet } from './actions/reconnectWallet'
export { requestWallet } from './actions/requestWallet'
export { sendEvmTransaction } from './actions/sendEvmTransaction'
export { signPersonalMessage } from './actions/signPersonalMessage'
export { switchNetwork } from './actions/switchNetwork'
export { switchWalletChain } from './actions/switchWalletChain'
export { type TransferErc20Parameters, transferErc20 } from './actions/transferErc20'
export { addAnnouncedConnectors } from './connectors/addAnnouncedConnectors'
export { isLegacyProviderCovered } from './connectors/isLegacyProviderCovered'
export {
  BROWSER_WALLET_NAME,
  LEGACY_INJECTED_ID,
  type ToPorticoConnectorsParameters,
  toPorticoConnectors,
} from './connectors/toPorticoConnectors'
export {
  type CreatePorticoWagmiConfigParameters,
  createPorticoWagmiConfig,
} from './createPorticoWagmiConfig'
export {
  type CreateWagmiAdapterParameters,
  createWagmiAdapter,
  type WagmiAdapter,
} from './createWagmiAdapter'
export {
  type AnnouncedProvider,
  announcedProviderSchema,
} from './discovery/announcedProviderSchema'
export {
  type AnnouncedProvidersWatcher,
  type DiscoveryTarget,
  type WatchAnnouncedProvidersParameters,
  watchAnnouncedProviders,
} from './discovery/watchAnnouncedProviders'
export { toPorticoError } from './errors/toPorticoError'
export { switchChainCode, toSwitchChainError } from './errors/toSwitchChainError'
export { walletErrorCode } from './errors/walletErrorCode'
export { watchCurrentConnection } from './events/watchCurrentConnection'
export { toViemChain } from './toViemChain'
export { deferredFallback } from './transports/deferredFallback'
