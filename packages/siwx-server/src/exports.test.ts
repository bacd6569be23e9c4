import { itExportsExactly } from '@portico/test/exports/itExportsExactly'
import * as server from './index'
import * as verify from './verify'

itExportsExactly('keeps the public export list of the main entry stable', server, [
  'SIWX_ERROR_CODES',
  'createKyselySiwxStore',
  'createMemorySiwxStore',
  'createSessionToken',
  'createSiwxRoutes',
  'hashSessionToken',
  'migrateSiwxTables',
  'requestOriginMatches',
  'siwxMigrations',
  'toServerSession',
])

itExportsExactly('keeps the public export list of the verify entry stable', verify, [
  'DEFAULT_CLOCK_SKEW_MS',
  'InvalidSiwxMessageError',
  'SiwxVerificationError',
  'blockchainNameOf',
  'checkMessageTime',
  'createMemoryNonceStore',
  'formatSiweMessage',
  'formatSiwxMessage',
  'generateNonce',
  'isAuthority',
  'isDateTime',
  'isUri',
  'issueNonce',
  'namespaceOfBlockchainName',
  'parseDateTime',
  'parseSiweMessage',
  'parseSiwxMessage',
  'resolvePublicClient',
  'siwxMessageDataSchema',
  'siwxNonceResponseSchema',
  'siwxRevokeRequestSchema',
  'siwxRevokeResponseSchema',
  'siwxServerSessionSchema',
  'siwxSessionSchema',
  'siwxSessionsResponseSchema',
  'siwxSignInRequestSchema',
  'siwxSignInResponseSchema',
  'validateSiwxMessageFields',
  'verifyEip155Signature',
  'verifySiwxMessage',
])
