// The EVM encodings the frame's requests use are core's; re-exported here as before.
export { encodeErc20Transfer, toRpcTransaction, utf8ToHex } from '@portico/core'
export { createEmbeddedAdapter } from './adapter/createEmbeddedAdapter'
export { EMBEDDED_CONNECTOR } from './adapter/EMBEDDED_CONNECTOR'
export type { EmbeddedSession } from './adapter/EmbeddedSession'
export { buildFrameUrl } from './frame/buildFrameUrl'
export { createFrameHost } from './frame/createFrameHost'
export type {
  FrameAlertKey,
  FrameHost,
  FrameRequestOptions,
  FrameRequestPayload,
  FrameResponse,
} from './frame/FrameHost'
export type { FrameHostOptions } from './frame/FrameHostOptions'
export { FrameRequestError } from './frame/FrameRequestError'
export { hideFrame, showFrame } from './frame/frameStyle'
export { toFrameError } from './frame/toFrameError'
export { createEmbeddedSolanaAdapter } from './solana/createEmbeddedSolanaAdapter'
export { EMBEDDED_SOLANA_CONNECTOR } from './solana/EMBEDDED_SOLANA_CONNECTOR'
export { createEmbeddedWallet } from './wallet/createEmbeddedWallet'
export { createFrameProvider, type FrameProvider } from './wallet/createFrameProvider'
export type { EmbeddedWalletOptions } from './wallet/EmbeddedWalletOptions'
export { InvalidEmailError } from './wallet/InvalidEmailError'
export { RecoveryPasswordRequiredError } from './wallet/RecoveryPasswordRequiredError'
export { RecoverySetupRequiredError } from './wallet/RecoverySetupRequiredError'
export { toConnection } from './wallet/toEmbeddedUser'
export { waitForSocialCallback } from './wallet/waitForSocialCallback'
