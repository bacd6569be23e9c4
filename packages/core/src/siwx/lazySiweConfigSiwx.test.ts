import { describe, expect, it } from 'vitest'
import type { SiweConfig } from '../types/SiwxConfig'
import { lazySiweConfigSiwx } from './lazySiweConfigSiwx'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function legacySiwe(overrides: Partial<SiweConfig> = {}): SiweConfig {
  return {
    getNonce: async () => 'nonce1',
    createMessage: (data) => `sign in ${data.accountAddress} ${data.nonce}`,
    verifyMessage: async () => true,
    getSession: async () => ({ address, chainId: 1 }),
    signOut: async () => true,
    ...overrides,
  }
}

describe('lazySiweConfigSiwx', () => {
  it('answers the synchronous questions at once, from the options and the siweConfig', () => {
    const siwx = lazySiweConfigSiwx(legacySiwe({ signOutOnDisconnect: false }), { required: true })
    expect(siwx.getRequired()).toBe(true)
    expect(siwx.signOutOnDisconnect).toBe(false)
    const defaults = lazySiweConfigSiwx(legacySiwe())
    expect(defaults.getRequired()).toBe(false)
    expect(defaults.signOutOnDisconnect).toBe(true)
  })

  it('does what siweConfigSiwx does once its code has arrived', async () => {
    const siwx = lazySiweConfigSiwx(legacySiwe(), {
      page: () => ({ domain: 'app.example', uri: 'https://app.example' }),
    })
    const { message, data } = await siwx.createMessage({
      accountAddress: address,
      chainId: 'eip155:1',
    })
    expect(message).toBe(`sign in ${address} nonce1`)
    expect(data).toMatchObject({ domain: 'app.example', nonce: 'nonce1', version: '1' })
    expect(await siwx.getSessions('eip155:1', address)).toEqual([
      expect.objectContaining({ message: '', signature: '' }),
    ])
    expect(await siwx.getSessions('eip155:10', address)).toEqual([])
  })
})
