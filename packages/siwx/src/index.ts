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
export type { SignText, SiwxClient } from './clients/SiwxClient'
export type { SiwxMessageOptions } from './clients/SiwxMessageOptions'
export { signSiwxMessage } from './clients/signSiwxMessage'
export { type SiweAdapterOptions, siwxFromSiweConfig } from './clients/siwxFromSiweConfig'
export { InvalidSiwxMessageError } from './errors/InvalidSiwxMessageError'
export { SiwxGatewayError } from './errors/SiwxGatewayError'
export { SiwxVerificationError, type SiwxVerificationFailure } from './errors/SiwxVerificationError'
export { blockchainNameOf, namespaceOfBlockchainName } from './message/blockchainNames'
export { formatSiweMessage } from './message/formatSiweMessage'
export { formatSiwxMessage } from './message/formatSiwxMessage'
export { isDateTime, parseDateTime } from './message/parseDateTime'
export { parseSiweMessage } from './message/parseSiweMessage'
export { parseSiwxMessage } from './message/parseSiwxMessage'
export type { ParsedSiwxMessage, SiwxMessageFields } from './message/SiwxMessageFields'
export { isAuthority, isUri } from './message/uriRules'
export {
  type ValidSiwxMessage,
  validateSiwxMessageFields,
} from './message/validateSiwxMessageFields'
export { createMemoryNonceStore } from './nonce/createMemoryNonceStore'
export { generateNonce } from './nonce/generateNonce'
export { issueNonce } from './nonce/issueNonce'
export type { NonceStore } from './nonce/NonceStore'
export {
  type SiwxServerSession,
  siwxNonceResponseSchema,
  siwxRevokeRequestSchema,
  siwxRevokeResponseSchema,
  siwxServerSessionSchema,
  siwxSessionsResponseSchema,
  siwxSignInRequestSchema,
  siwxSignInResponseSchema,
} from './schemas/siwxApiSchemas'
export { siwxMessageDataSchema, siwxSessionSchema } from './schemas/siwxSessionSchema'
export { checkMessageTime, DEFAULT_CLOCK_SKEW_MS } from './verify/checkMessageTime'
export { type PublicClientSource, resolvePublicClient } from './verify/resolvePublicClient'
export { verifyEip155Signature } from './verify/verifyEip155Signature'
export {
  type SiwxExpectations,
  type VerifiedSiwxMessage,
  type VerifySiwxMessageParameters,
  verifySiwxMessage,
} from './verify/verifySiwxMessage'
