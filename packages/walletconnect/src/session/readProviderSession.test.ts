import { expect, it } from 'vitest'
import { MalformedSessionError } from '../errors/MalformedSessionError'
import type { UniversalProvider } from '../provider/UniversalProvider'
import { readProviderSession } from './readProviderSession'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function providerWith(namespaces: unknown): UniversalProvider {
  return { session: { topic: 'abc', namespaces } } as unknown as UniversalProvider
}

it('reads nothing without a provider or a session', () => {
  expect(readProviderSession(undefined, 'eip155')).toBeUndefined()
  expect(readProviderSession({} as UniversalProvider, 'eip155')).toBeUndefined()
})

it("reads the approved namespace of the session's family", () => {
  const provider = providerWith({
    eip155: { accounts: [`eip155:1:${A}`], methods: ['personal_sign'], events: [] },
  })
  expect(readProviderSession(provider, 'eip155')).toMatchObject({ chains: ['eip155:1'] })
  expect(readProviderSession(provider, 'solana')).toBeUndefined()
})

it('refuses a session whose namespaces do not parse, with a stable code', () => {
  const provider = providerWith({
    eip155: { accounts: ['not-an-account'], methods: [], events: [] },
  })
  let caught: unknown
  try {
    readProviderSession(provider, 'eip155')
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(MalformedSessionError)
  expect(caught).toMatchObject({
    code: 'WALLET_CONNECT_MALFORMED_SESSION',
    shortMessage: 'The wallet approved a malformed session',
    metaMessages: ['Session: abc'],
  })
})
