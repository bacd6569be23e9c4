import { BaseError } from '@portico/common'
import { expect, it } from 'vitest'
import { NotSolanaAddressError } from './NotSolanaAddressError'

it('names the value that is not a Solana address, with a stable code', () => {
  const error = new NotSolanaAddressError('The account', '0x1234')
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toMatchObject({
    code: 'WALLET_CONNECT_NOT_SOLANA_ADDRESS',
    message: 'The account is not a Solana address: 0x1234',
  })
})
