// What the adapter shares with the other EVM adapters on injected wallets: EIP-6963 discovery,
// wallet-error mapping and the ERC-20 transfer ABIs.
export {
  type AnnouncedProvider,
  type AnnouncedProvidersWatcher,
  BROWSER_WALLET_NAME,
  type DiscoveryTarget,
  erc20TransferAbi,
  isLegacyProviderCovered,
  LEGACY_INJECTED_ID,
  switchChainCode,
  toPorticoError,
  toSwitchChainError,
  USDT_CONTRACTS,
  usdtTransferAbi,
  type WatchAnnouncedProvidersParameters,
  walletErrorCode,
  watchAnnouncedProviders,
} from '@portico/evm-injected'
export { announcedProviderSchema } from '@portico/evm-injected/announcedProviderSchema'
export { connectWallet } from './actions/connectWallet'
export { disconnectWallet } from './actions/disconnectWallet'
export { estimateEvmFee } from './actions/estimateEvmFee'
export { getNativeBalance } from './actions/getNativeBalance'
export { reconnectWallet } from './actions/reconnectWallet'
export { requestWallet } from './actions/requestWallet'
export { sendEvmTransaction } from './actions/sendEvmTransaction'
export { signPersonalMessage } from './actions/signPersonalMessage'
export { switchNetwork } from './actions/switchNetwork'
export { switchWalletChain } from './actions/switchWalletChain'
export { type TransferErc20Parameters, transferErc20 } from './actions/transferErc20'
export {
  type AdaptWagmiConfigOptions,
  adaptWagmiConfig,
  type WagmiAdapter,
} from './adaptWagmiConfig'
export { addAnnouncedConnectors } from './connectors/addAnnouncedConnectors'
export {
  type ToPorticoConnectorsParameters,
  toPorticoConnectors,
} from './connectors/toPorticoConnectors'
export {
  type CreatePorticoWagmiConfigParameters,
  createPorticoWagmiConfig,
} from './createPorticoWagmiConfig'
export { type CreateWagmiAdapterParameters, createWagmiAdapter } from './createWagmiAdapter'
export { watchCurrentConnection } from './events/watchCurrentConnection'
export { toViemChain } from './toViemChain'
export { deferredFallback } from './transports/deferredFallback'
