export {
  createEmbeddedAdapter,
  EMBEDDED_CONNECTOR,
  type EmbeddedSession,
} from './adapter/createEmbeddedAdapter'
export { encodeErc20Transfer, toRpcTransaction, utf8ToHex } from './eip155/toRpcTransaction'
export { buildFrameUrl } from './frame/buildFrameUrl'
export { createFrameHost, type FrameHostOptions } from './frame/createFrameHost'
export type {
  FrameAlertKey,
  FrameHost,
  FrameRequestOptions,
  FrameRequestPayload,
  FrameResponse,
} from './frame/FrameHost'
export { FrameRequestError } from './frame/FrameRequestError'
export { hideFrame, showFrame } from './frame/frameStyle'
export { toFrameError } from './frame/toFrameError'
export {
  createEmbeddedSolanaAdapter,
  EMBEDDED_SOLANA_CONNECTOR,
} from './solana/createEmbeddedSolanaAdapter'
export { createEmbeddedWallet, type EmbeddedWalletOptions } from './wallet/createEmbeddedWallet'
export { createFrameProvider, type FrameProvider } from './wallet/createFrameProvider'
export { InvalidEmailError } from './wallet/InvalidEmailError'
export { RecoveryPasswordRequiredError } from './wallet/RecoveryPasswordRequiredError'
export { toConnection } from './wallet/toEmbeddedUser'
export { waitForSocialCallback } from './wallet/waitForSocialCallback'
