import { createHash, randomBytes } from 'node:crypto'
import { deployIdRegistry } from '@portico/test/devnet/deployIdRegistry'
import { defaultIdRegistry } from '@portico/test/devnet/idRegistry'
import { registerFid } from '@portico/test/devnet/registerFid'
import { type Hex, hashMessage, recoverAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { FARCASTER_NOT_SIGNED_YET } from '../../page/createFarcasterHandlers'
import { ERROR_CODES } from '../errors/errorCodes'
import { createNodeFrame } from '../testing/createNodeFrame'
import { callJson, createTestService } from '../testing/createTestService'
import { TEST_PUBLIC_URL } from '../testing/frameRequestHeaders'
import { setUpAnvilTestService } from '../testing/setUpAnvilTestService'
import { signFarcasterRequest } from '../testing/signFarcasterRequest'

// Sign In With Farcaster end to end in Node: the frame's requests, the relay channel API over
// HTTP, messages signed by real keys, custody read from the ID registry on a real anvil.
const CHAIN_ID = 31337
let offsetMs = 0
const custody = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
let fid: bigint

// The login, not custody, is under test: the set-up's operator custody lets the visitor continue
// past its notice (a self-custody account would ask for a password first).
const running = setUpAnvilTestService({
  clock: { now: () => Date.now() + offsetMs },
  config: async (anvil) => {
    await deployIdRegistry(anvil.rpcUrl)
    fid = await registerFid(anvil.rpcUrl, custody.address)
    return {
      farcaster: {
        registry: { chainId: CHAIN_ID, rpcUrl: anvil.rpcUrl, address: defaultIdRegistry },
      },
    }
  },
})

const openChannel = async (frame = createNodeFrame(running.service)) => {
  const { url } = (await frame.request('GET_FARCASTER_URI')) as { url: string }
  return { frame, url }
}
const authenticate = (
  signed: { request: { channelToken: string }; message: string; signature: string },
  claimedFid: bigint = fid,
  token = signed.request.channelToken,
) =>
  callJson(
    running.service.app,
    'POST',
    '/farcaster/v1/channel/authenticate',
    {
      message: signed.message,
      signature: signed.signature,
      fid: Number(claimedFid),
      username: 'alice',
    },
    token,
  )

// What the relay channel API says of a signed request's channel.
const channelStatus = (signed: { request: { channelToken: string } }) =>
  callJson(
    running.service.app,
    'GET',
    '/farcaster/v1/channel/status',
    undefined,
    signed.request.channelToken,
  )

describe('Sign In With Farcaster', () => {
  let firstAddress: string

  it('connect link → custody signature → the frame signs in with a key (authProvider farcaster)', async () => {
    const { frame, url } = await openChannel()
    expect(url).toMatch(/^farcaster:\/\/connect\?/)
    const signed = await signFarcasterRequest(url, custody, fid, { chainId: CHAIN_ID })
    expect(signed.request).toMatchObject({
      domain: '127.0.0.1:8789',
      relay: 'http://127.0.0.1:8789',
    })
    const pending = await channelStatus(signed)
    expect(pending.body).toMatchObject({ state: 'pending', nonce: signed.request.nonce, url })

    const connecting = frame.request('CONNECT_FARCASTER')
    const answer = await authenticate(signed)
    expect(answer).toEqual({ status: 201, body: { state: 'completed', fid: Number(fid) } })
    const user = (await connecting) as Record<string, unknown>
    expect(user).toMatchObject({
      email: null,
      authProvider: 'farcaster',
      userName: 'alice',
      chainId: CHAIN_ID,
    })
    firstAddress = String(user.address)
    // GET_USER afterwards names the same provider and username (the page's login cache).
    expect(await frame.request('GET_USER', {})).toEqual(user)
    const status = await channelStatus(signed)
    expect(status.body).toMatchObject({
      state: 'completed',
      fid: Number(fid),
      custody: custody.address,
      message: signed.message,
      signature: signed.signature,
    })
    const signature = (await frame.request('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x6869', firstAddress],
    })) as Hex
    expect(await recoverAddress({ hash: hashMessage('hi'), signature })).toBe(firstAddress)
  })

  it('the same fid on another device reaches the same wallet', async () => {
    const { frame, url } = await openChannel()
    const connecting = frame.request('CONNECT_FARCASTER')
    expect(
      (await authenticate(await signFarcasterRequest(url, custody, fid, { chainId: CHAIN_ID })))
        .status,
    ).toBe(201)
    expect(await connecting).toMatchObject({ address: firstAddress, authProvider: 'farcaster' })
  })

  it('refuses a message signed by a key that is not the fid’s custody address', async () => {
    const { url } = await openChannel()
    // Claims the custody address but is signed by another key.
    const forged = await signFarcasterRequest(url, custody, fid, {
      chainId: CHAIN_ID,
      signer: stranger,
    })
    expect(await authenticate(forged)).toMatchObject({
      status: 401,
      body: { code: 'FARCASTER_NOT_CUSTODY' },
    })
    // Honest about its own address, but that address holds no custody of the fid.
    const other = await signFarcasterRequest(url, stranger, fid, { chainId: CHAIN_ID })
    expect(await authenticate(other)).toMatchObject({
      status: 401,
      body: { code: 'FARCASTER_NOT_CUSTODY' },
    })
    const status = await channelStatus(other)
    expect(status.body.state).toBe('pending')
  })

  it('refuses an fid nobody registered', async () => {
    const { url } = await openChannel()
    const signed = await signFarcasterRequest(url, stranger, 999_999n, { chainId: CHAIN_ID })
    expect(await authenticate(signed, 999_999n)).toMatchObject({
      status: 401,
      body: {
        code: 'FARCASTER_NOT_CUSTODY',
        message: 'The message is not signed by the custody address of this Farcaster account',
      },
    })
  })

  it('refuses a message whose fields do not match the channel', async () => {
    const { url } = await openChannel()
    const { url: otherUrl } = await openChannel()
    const other = await signFarcasterRequest(otherUrl, custody, fid, { chainId: CHAIN_ID })
    const cases = [
      { overrides: { nonce: other.request.nonce } },
      { overrides: { domain: 'evil.example' } },
      { overrides: { uri: 'https://evil.example' } },
      { overrides: { statement: 'Sign in' } },
      { overrides: { expirationTime: new Date(Date.now() - 1000) } },
      { overrides: { notBefore: new Date(Date.now() + 60_000) } },
      { overrides: { resources: ['farcaster://fid/2'] } },
      // Chain 10 is Farcaster's real registry chain; this service's registry is the devnet's.
      { chainId: 10 },
    ]
    for (const { overrides, chainId } of cases) {
      const signed = await signFarcasterRequest(url, custody, fid, {
        chainId: chainId ?? CHAIN_ID,
        ...(overrides && { overrides }),
      })
      expect(await authenticate(signed), JSON.stringify(overrides ?? chainId)).toMatchObject({
        status: 400,
        body: { code: 'FARCASTER_INVALID_MESSAGE' },
      })
    }
    // A message for this channel posted to another channel is another channel's nonce.
    const mine = await signFarcasterRequest(url, custody, fid, { chainId: CHAIN_ID })
    expect(await authenticate(mine, fid, other.request.channelToken)).toMatchObject({ status: 400 })
  })

  it('refuses a replayed message and a second redemption', async () => {
    const { frame, url } = await openChannel()
    const signed = await signFarcasterRequest(url, custody, fid, { chainId: CHAIN_ID })
    const connecting = frame.request('CONNECT_FARCASTER')
    expect((await authenticate(signed)).status).toBe(201)
    expect(await authenticate(signed)).toMatchObject({
      status: 409,
      body: { code: 'FARCASTER_ALREADY_SIGNED' },
    })
    await connecting
    const again = await callJson(running.service.app, 'POST', '/auth/v1/farcaster/connect', {
      channelToken: signed.request.channelToken,
      deviceSecret: 'x'.repeat(43),
      verifier: 'ab'.repeat(32),
    })
    expect(again).toMatchObject({ status: 401, body: { code: 'FARCASTER_CHANNEL_NOT_FOUND' } })
  })

  it('refuses a channel past its lifetime, and a token it never issued', async () => {
    const { frame, url } = await openChannel()
    const signed = await signFarcasterRequest(url, custody, fid, { chainId: CHAIN_ID })
    offsetMs = running.service.config.farcaster.channelTtlMs + 1000
    try {
      expect(await authenticate(signed)).toMatchObject({
        status: 401,
        body: { message: 'This Farcaster sign-in has expired. Please start again' },
      })
      await expect(frame.request('CONNECT_FARCASTER')).rejects.toThrow(
        'This Farcaster sign-in has expired. Please start again',
      )
    } finally {
      offsetMs = 0
    }
    expect(await authenticate(signed, fid, 'A'.repeat(43))).toMatchObject({ status: 401 })
  })

  it('lets the wallet, another app, call the channel routes (CORS) but keeps the frame routes same-origin', async () => {
    const preflight = await running.service.app.request('/farcaster/v1/channel/authenticate', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5174',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    })
    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    const fromElsewhere = await running.service.app.request('/auth/v1/farcaster/channel', {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:5174', 'content-type': 'application/json' },
      body: JSON.stringify({ deviceSecret: 'x'.repeat(43) }),
    })
    expect(fromElsewhere.status).toBe(403)
  })
})

describe('Sign In With Farcaster through a channel the frame did not open (issue 62)', () => {
  it('refuses a channel opened by a server that only forged the frame’s Origin', async () => {
    const forged = await running.service.app.request('/auth/v1/farcaster/channel', {
      method: 'POST',
      headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json' },
      body: JSON.stringify({ deviceSecret: 'x'.repeat(43), verifierHash: 'ab'.repeat(32) }),
    })
    expect(forged.status).toBe(403)
    expect(await forged.json()).toEqual({
      code: 'FARCASTER_NOT_FROM_FRAME',
      message: 'Start the Farcaster sign-in from the wallet',
    })
  })

  it('redeems a signed channel only with the opening frame page’s verifier and device', async () => {
    // What the frame page does (page/createFarcasterHandlers.ts): a verifier kept in its memory,
    // its hash sent with the open.
    const verifier = randomBytes(32).toString('hex')
    const deviceSecret = randomBytes(32).toString('base64url')
    const opened = await callJson(running.service.app, 'POST', '/auth/v1/farcaster/channel', {
      deviceSecret,
      verifierHash: createHash('sha256').update(Buffer.from(verifier, 'hex')).digest('hex'),
    })
    expect(opened.status).toBe(200)
    const signed = await signFarcasterRequest(String(opened.body.url), custody, fid, {
      chainId: CHAIN_ID,
    })
    expect((await authenticate(signed)).status).toBe(201)
    const redeem = (body: Record<string, unknown>) =>
      callJson(running.service.app, 'POST', '/auth/v1/farcaster/connect', {
        channelToken: signed.request.channelToken,
        ...body,
      })
    const unknown = {
      status: 401,
      body: {
        code: 'FARCASTER_CHANNEL_NOT_FOUND',
        message: 'This Farcaster sign-in has expired. Please start again',
      },
    }
    // Whoever read the device secret from the same browser, but not the opening page's memory.
    expect(await redeem({ deviceSecret, verifier: 'cd'.repeat(32) })).toEqual(unknown)
    // Another device, even with the verifier.
    expect(await redeem({ deviceSecret: 'y'.repeat(43), verifier })).toEqual(unknown)
    // The opening page: a session for the fid.
    const session = await redeem({ deviceSecret, verifier })
    expect(session.status).toBe(200)
    expect(session.body).toMatchObject({ user: { authProvider: 'farcaster' } })
  })
})

describe('Sign In With Farcaster, one wait', () => {
  it('ends unsigned after its time, and the next ask connects once the wallet signed', async () => {
    const frame = createNodeFrame(running.service, undefined, { farcasterWaitMs: 1200 })
    const { url } = (await frame.request('GET_FARCASTER_URI')) as { url: string }
    await expect(frame.request('CONNECT_FARCASTER')).rejects.toThrow(FARCASTER_NOT_SIGNED_YET)
    const asking = frame.request('CONNECT_FARCASTER')
    expect(
      (await authenticate(await signFarcasterRequest(url, custody, fid, { chainId: CHAIN_ID })))
        .status,
    ).toBe(201)
    expect(await asking).toMatchObject({ authProvider: 'farcaster' })
  })

  it('ends with the sentence the page asks again on, the same as the service’s', () => {
    // The page side (@portico/embedded-wallet waitForFarcaster) matches this sentence exactly.
    expect(FARCASTER_NOT_SIGNED_YET).toBe('The Farcaster sign-in is not signed yet')
    expect(ERROR_CODES.FARCASTER_PENDING.message).toBe(FARCASTER_NOT_SIGNED_YET)
  })
})

describe('Sign In With Farcaster without a registry', () => {
  it('answers that it is not available', async () => {
    const bare = await createTestService({ mail: running.mail, clock: { now: () => Date.now() } })
    try {
      const frame = createNodeFrame(bare)
      await expect(frame.request('GET_FARCASTER_URI')).rejects.toThrow(
        'Farcaster sign-in is not available',
      )
    } finally {
      await bare.close()
    }
  })
})
