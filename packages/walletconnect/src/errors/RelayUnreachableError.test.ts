import { BaseError } from '@portico/common'
import { expect, it } from 'vitest'
import { RelayUnreachableError } from './RelayUnreachableError'

it('says the relay could not be reached, with a stable code', () => {
  const error = new RelayUnreachableError({ metaMessages: ['Relay: ws://127.0.0.1:9'] })
  expect(error).toBeInstanceOf(BaseError)
  expect(error).toMatchObject({
    code: 'WALLET_CONNECT_RELAY_UNREACHABLE',
    shortMessage: 'Could not reach the WalletConnect relay',
    metaMessages: ['Relay: ws://127.0.0.1:9'],
  })
})
