import { BaseError } from '@portico/common'
import { expect, it } from 'vitest'
import { NoSignedTransactionError } from './NoSignedTransactionError'

it('says the wallet sent no signed transaction back, with a stable code', () => {
  const error = new NoSignedTransactionError()
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toMatchObject({
    code: 'WALLET_CONNECT_NO_SIGNED_TRANSACTION',
    message: 'The wallet returned no signed transaction',
  })
})
