import * as verify from '@portico/siwx-server/verify'
import { expect, it } from 'vitest'
import * as siwx from './index'

it('keeps the public export lists stable', () => {
  // The messages, nonces and verifier are @portico/siwx-server/verify's, whose list that
  // package's own export test pins; here they must all stay importable, beside siwx's own.
  expect(Object.keys(verify).filter((name) => !(name in siwx))).toEqual([])
  expect(
    Object.keys(siwx)
      .filter((name) => !(name in verify))
      .sort(),
  ).toMatchInlineSnapshot(`
    [
      "LOCAL_SIWX_SESSIONS_KEY",
      "SiwxGatewayError",
      "createGatewaySiwx",
      "createLocalSiwx",
      "createSiwxMessage",
      "signSiwxMessage",
      "siwxFromSiweConfig",
    ]
  `)
})
