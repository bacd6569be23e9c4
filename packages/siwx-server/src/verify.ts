// `@portico/siwx-server/verify`: messages, nonces, verification and the API schemas, without
// Hono or Kysely, so browser code (the clients of @portico/siwx) can import it.
export { InvalidSiwxMessageError } from './errors/InvalidSiwxMessageError'
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
