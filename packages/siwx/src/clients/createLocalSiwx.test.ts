import { SignatureDeclinedError } from '@portico/common'
import { parseSiweMessage, SiwxVerificationError } from '@portico/siwx-server/verify'
import { createMemoryStorage } from '@portico/test/storage/createMemoryStorage'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLocalSiwx, LOCAL_SIWX_SESSIONS_KEY } from './createLocalSiwx'

const alice = privateKeyToAccount(generatePrivateKey())
const bob = privateKeyToAccount(generatePrivateKey())
const signAs = (account: typeof alice) => (message: string) => account.signMessage({ message })
const site = { domain: 'app.example.com', uri: 'https://app.example.com' }
const quietLogger = () => ({ warn: vi.fn(), error: vi.fn() })

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2024-05-01T10:00:00.000Z'))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function signIn(
  siwx: ReturnType<typeof createLocalSiwx>,
  account = alice,
  chainId = 'eip155:1' as const,
) {
  const message = await siwx.createMessage({ accountAddress: account.address, chainId })
  const session = await siwx.signMessage(message, signAs(account))
  await siwx.addSession(session)
  return session
}

describe('createLocalSiwx', () => {
  it('creates an EIP-4361 message, verifies the signed session and keeps it in storage', async () => {
    const storage = createMemoryStorage()
    const siwx = createLocalSiwx({ ...site, storage, statement: 'Sign in to Example' })
    const message = await siwx.createMessage({
      accountAddress: alice.address.toLowerCase(),
      chainId: 'eip155:1',
    })
    expect(parseSiweMessage(message.message)).toMatchObject({
      ...message.data,
      accountAddress: alice.address,
      issuedAt: '2024-05-01T10:00:00.000Z',
      expirationTime: '2024-05-02T10:00:00.000Z',
    })
    await siwx.addSession(await siwx.signMessage(message, signAs(alice)))
    const sessions = await siwx.getSessions('eip155:1', alice.address)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.data.accountAddress).toBe(alice.address)
    expect(JSON.parse(storage.entries.get(LOCAL_SIWX_SESSIONS_KEY) ?? '[]')).toEqual(sessions)
    // A new instance over the same storage (a reload) finds the session without signing again.
    const reloaded = createLocalSiwx({ ...site, storage })
    expect(await reloaded.getSessions('eip155:1', alice.address.toLowerCase())).toEqual(sessions)
    expect(await reloaded.getSessions('eip155:8453', alice.address)).toEqual([])
  })

  it("keeps sessions in the page's sessionStorage when asked", async () => {
    const [local, session] = [createMemoryStorage(), createMemoryStorage()]
    vi.stubGlobal('localStorage', local)
    vi.stubGlobal('sessionStorage', session)
    await signIn(createLocalSiwx({ ...site, storage: 'sessionStorage' }))
    expect(JSON.parse(session.entries.get(LOCAL_SIWX_SESSIONS_KEY) ?? '[]')).toHaveLength(1)
    expect(local.entries.size).toBe(0)
  })

  it("turns a wallet's refusal into 'Signature declined'", async () => {
    const siwx = createLocalSiwx({ ...site, storage: createMemoryStorage() })
    const message = await siwx.createMessage({ accountAddress: alice.address, chainId: 'eip155:1' })
    const refuse = () => Promise.reject(Object.assign(new Error('User rejected'), { code: 4001 }))
    const error = await siwx.signMessage(message, refuse).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SignatureDeclinedError)
    expect((error as SignatureDeclinedError).shortMessage).toBe('Signature declined')
  })

  it('refuses altered, replayed, foreign and mis-signed sessions, keeping nothing', async () => {
    const storage = createMemoryStorage()
    const siwx = createLocalSiwx({ ...site, storage })
    const message = await siwx.createMessage({ accountAddress: alice.address, chainId: 'eip155:1' })
    const session = await siwx.signMessage(message, signAs(alice))
    const reason = (s: typeof session) =>
      siwx.addSession(s).catch((e: SiwxVerificationError) => e.reason)

    const altered = session.message.replace(
      'Issued At: 2024-05-01T10:00:00',
      'Issued At: 2024-05-01T10:00:01',
    )
    expect(await reason({ ...session, message: altered })).toBe('invalid-signature')
    const otherChain = session.message.replace('Chain ID: 1', 'Chain ID: 10')
    expect(await reason({ ...session, message: otherChain })).toBe('chain-mismatch')
    expect(
      await reason({ ...session, signature: await bob.signMessage({ message: session.message }) }),
    ).toBe('invalid-signature')
    const elsewhere = createLocalSiwx({
      domain: 'evil.example.org',
      uri: 'https://evil.example.org',
      storage,
    })
    const foreign = await elsewhere.signMessage(
      await elsewhere.createMessage({ accountAddress: alice.address, chainId: 'eip155:1' }),
      signAs(alice),
    )
    expect(await reason(foreign)).toBe('domain-mismatch')
    expect(storage.entries.size).toBe(0)

    await siwx.addSession(session)
    expect(await reason(session)).toBe('nonce-mismatch')
    expect(await siwx.getSessions('eip155:1', alice.address)).toHaveLength(1)
  })

  it('refuses a message signed after its nonce expired', async () => {
    const siwx = createLocalSiwx({ ...site, storage: createMemoryStorage(), nonceTtlMs: 60_000 })
    const message = await siwx.createMessage({ accountAddress: alice.address, chainId: 'eip155:1' })
    const session = await siwx.signMessage(message, signAs(alice))
    vi.setSystemTime(new Date('2024-05-01T10:01:00.000Z'))
    await expect(siwx.addSession(session)).rejects.toMatchObject({ reason: 'nonce-mismatch' })
  })

  it('lets sessions expire, then forgets them', async () => {
    const storage = createMemoryStorage()
    const siwx = createLocalSiwx({ ...site, storage, expirationMs: 60 * 60_000 })
    await signIn(siwx)
    vi.setSystemTime(new Date('2024-05-01T10:59:59.000Z'))
    expect(await siwx.getSessions('eip155:1', alice.address)).toHaveLength(1)
    vi.setSystemTime(new Date('2024-05-01T11:00:00.000Z'))
    expect(await siwx.getSessions('eip155:1', alice.address)).toEqual([])
    expect(storage.entries.get(LOCAL_SIWX_SESSIONS_KEY)).toBe('[]')
  })

  it('revokes one account on one network and keeps the others', async () => {
    const siwx = createLocalSiwx({ ...site, storage: createMemoryStorage() })
    await signIn(siwx, alice)
    await signIn(siwx, alice, 'eip155:8453' as 'eip155:1')
    await signIn(siwx, bob)
    await siwx.revokeSession('eip155:1', alice.address.toLowerCase())
    expect(await siwx.getSessions('eip155:1', alice.address)).toEqual([])
    expect(await siwx.getSessions('eip155:8453', alice.address)).toHaveLength(1)
    expect(await siwx.getSessions('eip155:1', bob.address)).toHaveLength(1)
  })

  it('replaces every session with verified ones on setSessions', async () => {
    const source = createLocalSiwx({ ...site, storage: createMemoryStorage() })
    const bobSession = await signIn(source, bob)
    const siwx = createLocalSiwx({ ...site, storage: createMemoryStorage() })
    await signIn(siwx, alice)
    await siwx.setSessions([bobSession])
    expect(await siwx.getSessions('eip155:1', alice.address)).toEqual([])
    expect(await siwx.getSessions('eip155:1', bob.address)).toHaveLength(1)
    const forged = {
      ...bobSession,
      signature: await alice.signMessage({ message: bobSession.message }),
    }
    await expect(siwx.setSessions([forged])).rejects.toBeInstanceOf(SiwxVerificationError)
    expect(await siwx.getSessions('eip155:1', bob.address)).toHaveLength(1)
    vi.setSystemTime(new Date('2024-05-02T10:00:00.000Z'))
    await siwx.setSessions([bobSession])
    expect(await siwx.getSessions('eip155:1', bob.address)).toEqual([])
  })

  it('logs and ignores storage failures and corrupt data', async () => {
    const logger = quietLogger()
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => undefined,
    }
    const siwx = createLocalSiwx({ ...site, storage: broken, logger })
    await expect(signIn(siwx)).resolves.toBeDefined()
    expect(await siwx.getSessions('eip155:1', alice.address)).toEqual([])
    expect(logger.warn).toHaveBeenCalled()

    const corrupt = createMemoryStorage()
    corrupt.setItem(LOCAL_SIWX_SESSIONS_KEY, '[{"data":{}}]')
    const other = createLocalSiwx({ ...site, storage: corrupt, logger: quietLogger() })
    expect(await other.getSessions('eip155:1', alice.address)).toEqual([])
  })

  it('reports the required and sign-out flags', () => {
    const plain = createLocalSiwx({ ...site })
    expect([plain.getRequired(), plain.signOutOnDisconnect]).toEqual([false, true])
    const strict = createLocalSiwx({ ...site, required: true, signOutOnDisconnect: false })
    expect([strict.getRequired(), strict.signOutOnDisconnect]).toEqual([true, false])
  })
})
