export type { SignPsbtParameters } from './actions/signPsbt'
export {
  BITCOIN_CONNECT,
  BITCOIN_SIGN_AND_SEND_TRANSACTION,
  BITCOIN_SIGN_MESSAGE,
  BITCOIN_SIGN_TRANSACTION,
  type BitcoinAddressPurpose,
  type BitcoinInputToSign,
} from './bitcoinFeatures'
export { type BuildTransferParameters, buildTransferPsbt } from './buildTransferPsbt'
export type {
  BitcoinWalletRegistry,
  CreateBitcoinAdapterParameters,
} from './CreateBitcoinAdapterParameters'
export { type BitcoinAdapter, createBitcoinAdapter } from './createBitcoinAdapter'
export {
  EsploraRequestError,
  NoEsploraApiError,
  NoFeeEstimatesError,
} from './errors/esplora'
export {
  InsufficientBalanceError,
  NonPositiveAmountError,
  ReceiverAddressError,
  UnsupportedSenderAddressError,
} from './errors/transfer'
export {
  TransferNotBroadcastError,
  WalletAccountNotFoundError,
  WalletDidNotBroadcastError,
  WalletSentNothingError,
  WalletSignedNothingError,
} from './errors/wallet'
export {
  createEsploraClient,
  type EsploraClient,
  type EsploraEndpoint,
  type EsploraUtxo,
} from './esploraClient'
export { gatewayEsplora } from './gatewayEsplora'
export {
  type SatsConnectProviderInfo,
  type SatsConnectRequester,
  satsConnectWallet,
} from './satsConnectWallet'
export { walletChainId } from './walletChainId'
