// Messages, nonces and the verifier live in @portico/siwx-server/verify (no Hono, no Kysely),
// shared with the gateway; they stay importable from here.
export {
  blockchainNameOf,
  checkMessageTime,
  createMemoryNonceStore,
  DEFAULT_CLOCK_SKEW_MS,
  formatSiweMessage,
  formatSiwxMessage,
  generateNonce,
  InvalidSiwxMessageError,
  isAuthority,
  isDateTime,
  issueNonce,
  isUri,
  type NonceStore,
  namespaceOfBlockchainName,
  type ParsedSiwxMessage,
  type PublicClientSource,
  parseDateTime,
  parseSiweMessage,
  parseSiwxMessage,
  resolvePublicClient,
  type SiwxExpectations,
  type SiwxMessageFields,
  type SiwxServerSession,
  SiwxVerificationError,
  type SiwxVerificationFailure,
  siwxMessageDataSchema,
  siwxNonceResponseSchema,
  siwxRevokeRequestSchema,
  siwxRevokeResponseSchema,
  siwxServerSessionSchema,
  siwxSessionSchema,
  siwxSessionsResponseSchema,
  siwxSignInRequestSchema,
  siwxSignInResponseSchema,
  type ValidSiwxMessage,
  type VerifiedSiwxMessage,
  type VerifySiwxMessageParameters,
  validateSiwxMessageFields,
  verifyEip155Signature,
  verifySiwxMessage,
} from '@portico/siwx-server/verify'
export {
  createGatewaySiwx,
  type GatewaySiwxClient,
  type GatewaySiwxOptions,
} from './clients/createGatewaySiwx'
export {
  createLocalSiwx,
  LOCAL_SIWX_SESSIONS_KEY,
  type LocalSiwxOptions,
} from './clients/createLocalSiwx'
export { createSiwxMessage } from './clients/createSiwxMessage'
export type { SiwxStorageOption } from './clients/resolveStorage'
export type { SignText, SiwxClient } from './clients/SiwxClient'
export type { SiwxMessageOptions } from './clients/SiwxMessageOptions'
export { signSiwxMessage } from './clients/signSiwxMessage'
export { type SiweAdapterOptions, siwxFromSiweConfig } from './clients/siwxFromSiweConfig'
export { SiwxGatewayError } from './errors/SiwxGatewayError'
