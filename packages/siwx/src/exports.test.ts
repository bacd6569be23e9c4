import { expect, it } from 'vitest'
import * as siwx from './index'

it('keeps the public export lists stable', () => {
  expect(Object.keys(siwx).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_CLOCK_SKEW_MS",
      "InvalidSiwxMessageError",
      "LOCAL_SIWX_SESSIONS_KEY",
      "SiwxGatewayError",
      "SiwxVerificationError",
      "blockchainNameOf",
      "checkMessageTime",
      "createGatewaySiwx",
      "createLocalSiwx",
      "createMemoryNonceStore",
      "createSiwxMessage",
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
      "signSiwxMessage",
      "siwxFromSiweConfig",
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
