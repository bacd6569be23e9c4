import { BaseError } from '@portico/common'
import { expect, it } from 'vitest'
import { PairingCancelledError } from './PairingCancelledError'

it('says the pairing was cancelled, with a stable code', () => {
  const error = new PairingCancelledError()
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toMatchObject({
    code: 'WALLET_CONNECT_PAIRING_CANCELLED',
    message: 'The WalletConnect pairing was cancelled',
  })
})
