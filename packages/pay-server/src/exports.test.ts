import { expect, it } from 'vitest'
import * as payServer from './index'

it('keeps the public export list stable', () => {
  expect(Object.keys(payServer).sort()).toMatchInlineSnapshot(`
    [
      "PaymentVerifierError",
      "createMemoryUsedPaymentStore",
      "createPaymentVerifier",
      "readGatewayPayment",
    ]
  `)
})
