export {
  type AnnouncedProvider,
  BROWSER_WALLET_NAME,
  type DiscoveryTarget,
  type Eip1193Provider,
  erc20TransferAbi,
  LEGACY_INJECTED_ID,
  switchChainCode,
  type TypedData,
  toPorticoError,
  toSwitchChainError,
  USDT_CONTRACTS,
  usdtTransferAbi,
  walletErrorCode,
} from '@portico/evm-injected'
export {
  type CreateEthers5AdapterParameters,
  createEthers5Adapter,
  type Ethers5Adapter,
} from './createEthers5Adapter'
