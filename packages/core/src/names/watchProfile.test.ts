import { STORAGE_KEYS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'
import type { Identity } from './NamesClient'
import { watchProfile } from './watchProfile'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function setup(identities: Record<string, Identity | Error>) {
  const { portico, storage } = createTestPortico()
  const asked: string[] = []
  const stop = watchProfile(portico, async (address) => {
    asked.push(address)
    const answer = identities[address]
    if (!answer || answer instanceof Error) throw answer ?? new Error('unknown')
    return answer
  })
  const connect = (address: string) => {
    portico.stores.account.getState().setAccount('eip155', { address })
    portico.stores.connection.getState().setStatus('eip155', 'connected')
  }
  const profile = () => {
    const account = portico.stores.account.getState().accounts.eip155
    return { name: account?.profileName, image: account?.profileImage }
  }
  return { portico, storage, asked, stop, connect, profile }
}

describe('watchProfile (profileName and profileImage, spec §3)', () => {
  it("sets the connected account's name and avatar from its identity, once per address", async () => {
    const { connect, profile, asked, stop } = setup({
      [ALICE]: { name: 'alice-1234.portico.id', avatar: 'http://127.0.0.1:8787/public/avatar/a' },
    })
    connect(ALICE)
    await expect.poll(profile).toEqual({
      name: 'alice-1234.portico.id',
      image: 'http://127.0.0.1:8787/public/avatar/a',
    })
    connect(ALICE)
    expect(asked).toEqual([ALICE])
    stop()
  })

  it('reads a fresh stored identity without asking the gateway', () => {
    const { storage, connect, profile, asked, stop } = setup({})
    storage.setItem(
      STORAGE_KEYS.identityCache,
      JSON.stringify({
        [BOB.toLowerCase()]: {
          value: { name: 'bob-5678.portico.id', avatar: null },
          at: Date.now(),
        },
      }),
    )
    connect(BOB)
    expect(profile()).toEqual({ name: 'bob-5678.portico.id', image: undefined })
    expect(asked).toEqual([])
    stop()
  })

  it('clears the image when the lookup fails, and keeps going', async () => {
    const { portico, connect, profile, asked, stop } = setup({ [ALICE]: new Error('offline') })
    portico.stores.account.getState().setAccount('eip155', { profileImage: 'old.png' })
    connect(ALICE)
    await expect.poll(() => asked.length).toBe(1)
    await expect.poll(profile).toEqual({ name: undefined, image: undefined })
    stop()
  })
})
