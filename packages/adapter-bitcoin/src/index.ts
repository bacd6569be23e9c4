export {
  BITCOIN_CONNECT,
  BITCOIN_SIGN_AND_SEND_TRANSACTION,
  BITCOIN_SIGN_MESSAGE,
  BITCOIN_SIGN_TRANSACTION,
  type BitcoinAddressPurpose,
  type BitcoinInputToSign,
} from './bitcoinFeatures'
export { type BuildTransferParameters, buildTransferPsbt } from './buildTransferPsbt'
export {
  type BitcoinAdapter,
  type BitcoinWalletRegistry,
  type CreateBitcoinAdapterParameters,
  createBitcoinAdapter,
} from './createBitcoinAdapter'
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
