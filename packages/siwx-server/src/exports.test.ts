import { expect, it } from 'vitest'
import * as server from './index'
import * as verify from './verify'

it('keeps the public export lists stable', () => {
  expect(Object.keys(server).sort()).toMatchInlineSnapshot(`
    [
      "INVALID_TOKEN",
      "SIGNATURE_TOO_LONG",
      "createKyselySiwxStore",
      "createMemorySiwxStore",
      "createSessionToken",
      "createSiwxRoutes",
      "hashSessionToken",
      "migrateSiwxTables",
      "requestOriginMatches",
      "siwxApiError",
      "siwxMigrations",
      "toServerSession",
    ]
  `)
  expect(Object.keys(verify).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_CLOCK_SKEW_MS",
      "InvalidSiwxMessageError",
      "SiwxVerificationError",
      "blockchainNameOf",
      "checkMessageTime",
      "createMemoryNonceStore",
      "formatSiweMessage",
      "formatSiwxMessage",
      "generateNonce",
      "isAuthority",
      "isDateTime",
      "isUri",
      "issueNonce",
      "namespaceOfBlockchainName",
      "parseDateTime",
      "parseSiweMessage",
      "parseSiwxMessage",
      "resolvePublicClient",
      "siwxMessageDataSchema",
      "siwxNonceResponseSchema",
      "siwxRevokeRequestSchema",
      "siwxRevokeResponseSchema",
      "siwxServerSessionSchema",
      "siwxSessionSchema",
      "siwxSessionsResponseSchema",
      "siwxSignInRequestSchema",
      "siwxSignInResponseSchema",
      "validateSiwxMessageFields",
      "verifyEip155Signature",
      "verifySiwxMessage",
    ]
  `)
})
