export {
  type CreateSolanaAdapterParameters,
  createSolanaAdapter,
  type WalletRegistry,
} from './createSolanaAdapter'
export { toPorticoError } from './errors/toPorticoError'
export { walletChainOf } from './wallet/walletChainOf'
