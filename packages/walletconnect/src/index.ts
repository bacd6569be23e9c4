export { encodeErc20Transfer, toQuantity, utf8ToHex } from '@portico/core'
export { createWalletConnectAdapter } from './adapter/createWalletConnectAdapter'
export { getWalletConnect } from './adapter/getWalletConnect'
export { WALLET_CONNECT_FAMILIES } from './adapter/WALLET_CONNECT_FAMILIES'
export type { WalletConnectChainAdapter } from './adapter/WalletConnectChainAdapter'
export { withWalletConnect } from './adapter/withWalletConnect'
export { createPairingSlot, type Pairing, type PairingSlot } from './connector/createPairingSlot'
export { createWalletConnectConnector } from './connector/createWalletConnectConnector'
export type {
  WalletConnectConnector,
  WalletConnectPeer,
  WalletConnectPrepareStage,
} from './connector/WalletConnectConnector'
export {
  DEFAULT_PAIRING_TIMEOUT_MS,
  DEFAULT_RELAY_URL,
  type WalletConnectOptions,
} from './connector/WalletConnectOptions'
export { eip155Family } from './eip155/eip155Family'
export { hexSchema } from './eip155/hex'
export type { WalletConnectFamily } from './eip155/WalletConnectFamily'
export { toWalletConnectError } from './errors/toWalletConnectError'
export { toWalletLink } from './links/toWalletLink'
export { buildNamespaces, type ProposalNamespace } from './namespaces/buildNamespaces'
export { WALLET_CONNECT_METHODS } from './namespaces/WALLET_CONNECT_METHODS'
export type { BrowserTraits } from './platform/BrowserTraits'
export { isIosSafariOrTelegram } from './platform/isIosSafariOrTelegram'
export { readBrowserTraits } from './platform/readBrowserTraits'
export { disableVerify, type VerifyHost } from './provider/disableVerify'
export type {
  WalletConnectMetadata,
  WalletConnectStorage,
} from './provider/WalletConnectProviderOptions'
export {
  addressOnChain,
  readSessionNamespace,
  type SessionNamespaceView,
} from './session/readSessionNamespace'
export {
  type SessionNamespaces,
  sessionNamespacesSchema,
} from './session/sessionNamespacesSchema'
export { solanaFamily } from './solana/solanaFamily'
