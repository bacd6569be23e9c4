import type { SiweConfig } from '@portico/core'
import { formatSiweMessage, parseSiweMessage } from '@portico/siwx-server/verify'
import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { siwxFromSiweConfig } from './siwxFromSiweConfig'

const account = privateKeyToAccount(generatePrivateKey())
const CHAIN = 'eip155:1'
const location = { domain: 'app.example', uri: 'https://app.example' }

/** A legacy config as apps wrote them: a server-side session behind these calls. */
function legacyConfig(overrides: Partial<SiweConfig> = {}) {
  let session: { address: string; chainId: number } | null = null
  const config = {
    getNonce: vi.fn(async () => 'legacyNonce42'),
    createMessage: vi.fn(formatSiweMessage),
    async verifyMessage({ message, signature }: { message: string; signature: string }) {
      const fields = parseSiweMessage(message)
      const ok = await verifyMessage({
        address: fields.accountAddress as `0x${string}`,
        message,
        signature: signature as `0x${string}`,
      })
      if (ok)
        session = { address: fields.accountAddress, chainId: Number(fields.chainId.split(':')[1]) }
      return ok
    },
    getSession: async () => session,
    signOut: vi.fn(async () => {
      session = null
      return true
    }),
    onSignIn: vi.fn(),
    onSignOut: vi.fn(),
    ...overrides,
  } satisfies SiweConfig
  return config
}

describe('siwxFromSiweConfig', () => {
  it('nonce from getNonce, text from createMessage, verified by verifyMessage, then listed', async () => {
    const legacy = legacyConfig()
    const siwx = siwxFromSiweConfig(legacy, location)
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN })
    expect(legacy.getNonce).toHaveBeenCalledWith(account.address)
    expect(message.data).toMatchObject({
      nonce: 'legacyNonce42',
      domain: 'app.example',
      chainId: CHAIN,
    })
    expect(legacy.createMessage).toHaveBeenCalledWith(message.data)
    expect(message.message).toBe(formatSiweMessage(message.data))
    expect(message.message).toContain('Nonce: legacyNonce42')

    const signature = await account.signMessage({ message: message.message })
    await siwx.addSession({ ...message, signature })
    expect(legacy.onSignIn).toHaveBeenCalledWith({ address: account.address, chainId: 1 })
    expect(await siwx.getSessions(CHAIN, account.address.toLowerCase())).toEqual([
      { ...message, signature },
    ])
    expect(await siwx.getSessions('eip155:8453', account.address)).toEqual([])
  })

  it('a refused signature is an Invalid signature error and no session', async () => {
    const siwx = siwxFromSiweConfig(legacyConfig(), location)
    const message = await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN })
    const other = privateKeyToAccount(generatePrivateKey())
    const signature = await other.signMessage({ message: message.message })
    await expect(siwx.addSession({ ...message, signature })).rejects.toThrow('Invalid signature')
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([])
  })

  it('a session from an earlier visit is found through getSession alone', async () => {
    const legacy = legacyConfig({
      getSession: async () => ({ address: account.address, chainId: 1 }),
    })
    const siwx = siwxFromSiweConfig(legacy, location)
    expect(await siwx.getSessions(CHAIN, account.address)).toEqual([
      {
        data: {
          accountAddress: account.address,
          chainId: CHAIN,
          ...location,
          version: '1',
          nonce: '',
        },
        message: '',
        signature: '',
      },
    ])
  })

  it('revoking and emptying the sessions sign out; required and signOutOnDisconnect carry over', async () => {
    const legacy = legacyConfig({ signOutOnDisconnect: false })
    const siwx = siwxFromSiweConfig(legacy, { ...location, required: true })
    await siwx.revokeSession(CHAIN, account.address)
    await siwx.setSessions([])
    expect(legacy.signOut).toHaveBeenCalledTimes(2)
    expect(legacy.onSignOut).toHaveBeenCalledTimes(2)
    expect(siwx.getRequired()).toBe(true)
    expect(siwx.signOutOnDisconnect).toBe(false)
    expect(siwxFromSiweConfig(legacyConfig(), location).getRequired()).toBe(false)
  })
})
