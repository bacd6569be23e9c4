import { itExportsExactly } from '@portico/test/exports/itExportsExactly'
import * as exports from './index'

itExportsExactly('exports the public API by name', exports, [
  'BITCOIN_CONNECT',
  'BITCOIN_SIGN_AND_SEND_TRANSACTION',
  'BITCOIN_SIGN_MESSAGE',
  'BITCOIN_SIGN_TRANSACTION',
  'EsploraRequestError',
  'InsufficientBalanceError',
  'NoEsploraApiError',
  'NoFeeEstimatesError',
  'NonPositiveAmountError',
  'ReceiverAddressError',
  'TransferNotBroadcastError',
  'UnsupportedSenderAddressError',
  'WalletAccountNotFoundError',
  'WalletDidNotBroadcastError',
  'WalletSentNothingError',
  'WalletSignedNothingError',
  'buildTransferPsbt',
  'createBitcoinAdapter',
  'createEsploraClient',
  'gatewayEsplora',
  'satsConnectWallet',
  'walletChainId',
])
