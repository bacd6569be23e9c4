import { expect, it } from 'vitest'
import * as server from './index'
import * as verify from './verify'

it('keeps the public export lists stable', () => {
  expect(Object.keys(server).sort()).toMatchInlineSnapshot(`
    [
      "SIWX_ERROR_CODES",
      "createKyselySiwxStore",
      "createMemorySiwxStore",
      "createSessionToken",
      "createSiwxRoutes",
      "hashSessionToken",
      "migrateSiwxTables",
      "requestOriginMatches",
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
