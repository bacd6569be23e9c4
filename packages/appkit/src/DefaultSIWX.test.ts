// @vitest-environment jsdom
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DefaultSIWX } from './DefaultSIWX'

// Anvil's first account: a well-known test key.
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)

describe('DefaultSIWX', () => {
  it('signs in: message, verified signature, kept session, revoked', async () => {
    const siwx = new DefaultSIWX({ statement: 'Sign in to the app' })
    expect(siwx.getRequired()).toBe(false)
    expect(siwx.signOutOnDisconnect).toBe(true)
    const chainId = 'eip155:31337'
    const { data, message } = await siwx.createMessage({ accountAddress: account.address, chainId })
    expect(message).toContain('Sign in to the app')
    expect(message).toContain(account.address)
    const signature = await account.signMessage({ message })
    await siwx.addSession({ data, message, signature })
    expect(await siwx.getSessions(chainId, account.address)).toHaveLength(1)
    await siwx.revokeSession(chainId, account.address)
    expect(await siwx.getSessions(chainId, account.address)).toEqual([])
  })

  it('refuses a signature of another message', async () => {
    const siwx = new DefaultSIWX({ required: true })
    expect(siwx.getRequired()).toBe(true)
    const { data, message } = await siwx.createMessage({
      accountAddress: account.address,
      chainId: 'eip155:31337',
    })
    const signature = await account.signMessage({ message: 'something else' })
    await expect(siwx.addSession({ data, message, signature })).rejects.toThrow()
  })
})
