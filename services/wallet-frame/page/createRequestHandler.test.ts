import { rpcRequest } from '@portico/test/devnet/rpcRequest'
import { waitForReceipt } from '@portico/test/devnet/waitForReceipt'
import { codeOf, linkOf, nextMail } from '@portico/wallet-frame-dev'
import { combine } from 'shamir-secret-sharing'
import { type Hex, hexToBytes, verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { createNodeFrame } from '../src/testing/createNodeFrame'
import { setUpAnvilTestService } from '../src/testing/setUpAnvilTestService'

const seen = new Set<string>()
const email = 'frame@example.com'
// Real time, moved forward past the 30 s mail cooldown where a test needs a second login.
let offset = 0
const clock = { now: () => Date.now() + offset }

const typedData = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [{ name: 'contents', type: 'string' }],
  },
  primaryType: 'Mail',
  domain: { name: 'Portico test', chainId: 31337 },
  message: { contents: 'Hello typed data' },
} as const

const running = setUpAnvilTestService({ clock, config: { deviceWaitMs: 500 } })

describe('the frame against the real service, SMTP and anvil', () => {
  const deviceA = () => frameA
  let frameA: ReturnType<typeof createNodeFrame>
  let address: string

  it('signs in by code, creates and splits a key, and reports the user', async () => {
    frameA = createNodeFrame(running.service)
    expect(await frameA.request('IS_CONNECTED', {})).toEqual({ isConnected: false })
    expect(await frameA.request('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
    await frameA.request('CONNECT_OTP', {
      otp: codeOf(await nextMail(running.mail.webUrl, email, seen)),
    })
    const user = (await frameA.request('GET_USER', { chainId: 31337 })) as Record<string, unknown>
    expect(user).toMatchObject({
      email,
      chainId: 31337,
      preferredAccountType: 'eoa',
      authProvider: 'email',
    })
    // The chains it signs on, so the page offers no other (one would be refused).
    expect(user.chainIds).toEqual([31337])
    address = String(user.address)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await frameA.request('IS_CONNECTED', {})).toEqual({ isConnected: true })
    expect(await frameA.request('RPC_REQUEST', { method: 'eth_accounts' })).toEqual([address])
    expect(await frameA.request('RPC_REQUEST', { method: 'eth_requestAccounts' })).toEqual([
      address,
    ])
    expect(await frameA.request('RPC_REQUEST', { method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('signs a message and typed data after approval, verifiable against the address', async () => {
    const message = 'Hello from the frame'
    const signature = await deviceA().request('RPC_REQUEST', {
      method: 'personal_sign',
      params: [`0x${Buffer.from(message).toString('hex')}`, address],
    })
    expect(deviceA().asked.at(-1)).toMatchObject({ title: 'Sign message', text: message })
    expect(
      await verifyMessage({ address: address as Hex, message, signature: signature as Hex }),
    ).toBe(true)
    const typed = await deviceA().request('RPC_REQUEST', {
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    })
    const { EIP712Domain: _, ...types } = typedData.types
    const verified = await verifyTypedData({
      address: address as Hex,
      types,
      primaryType: 'Mail',
      domain: { name: 'Portico test', chainId: 31337n },
      message: typedData.message,
      signature: typed as Hex,
    })
    expect(verified).toBe(true)
  })

  it('sends an approved transaction to the devnet and refuses a declined one', async () => {
    await rpcRequest(running.anvil.rpcUrl, 'anvil_setBalance', [address, '0xde0b6b3a7640000'])
    const to = '0x000000000000000000000000000000000000dEaD'
    const tx = { from: address, to, value: '0x2386f26fc10000' }
    const hash = await deviceA().request('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [tx],
    })
    expect(deviceA().asked.at(-1)?.rows).toContainEqual({ label: 'Amount', value: '0.01 ETH' })
    expect((await waitForReceipt(running.anvil.rpcUrl, String(hash))).status).toBe('0x1')
    deviceA().nextDecision(false)
    await expect(
      deviceA().request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [tx] }),
    ).rejects.toThrow('User rejected the request.')
    const balance = await deviceA().request('RPC_REQUEST', {
      method: 'eth_getBalance',
      params: [to, 'latest'],
    })
    expect(BigInt(String(balance))).toBe(10n ** 16n)
  })

  it('refuses methods off the allowlist and what it does not offer', async () => {
    for (const method of ['eth_sign', 'eth_signTransaction', 'admin_peers', 'anvil_setBalance']) {
      await expect(deviceA().request('RPC_REQUEST', { method, params: [] })).rejects.toThrow(
        'Requested RPC call is not allowed',
      )
    }
    await expect(
      deviceA().request('RPC_REQUEST', { method: 'wallet_sendCalls', params: [] }),
    ).rejects.toThrow('Action not allowed')
    // Farcaster is served now: connecting before any link was asked for is refused.
    await expect(deviceA().request('CONNECT_FARCASTER')).rejects.toThrow(
      'Request a Farcaster sign-in link first',
    )
    // Social logins are served now; an answer that belongs to no login of this device is refused.
    await expect(
      deviceA().request('CONNECT_SOCIAL', { uri: 'https://x.example/social/callback?state=abc' }),
    ).rejects.toThrow('This login has expired. Please start again')
    await expect(deviceA().request('SWITCH_NETWORK', { chainId: 1 })).rejects.toThrow(
      'Chain is not supported',
    )
    const switchTo = (chainId: string) =>
      deviceA().request('RPC_REQUEST', {
        method: 'wallet_switchEthereumChain',
        params: [{ chainId }],
      })
    await expect(switchTo('0x1')).rejects.toThrow('Chain is not supported')
    expect(await switchTo('0x7a69')).toBeNull()
    expect(await deviceA().request('GET_CHAIN_ID')).toEqual({ chainId: 31337 })
  })

  it('lets a new device in after mailbox approval and a code, with the same address', async () => {
    offset += 31_000
    const frameB = createNodeFrame(running.service)
    expect(await frameB.request('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })
    const waiting = frameB.request('CONNECT_DEVICE')
    const link = linkOf(await nextMail(running.mail.webUrl, email, seen))
    const path = new URL(link).pathname + new URL(link).search
    // Opening the link changes nothing; its button posts the approval.
    const page = await running.service.app.request(path)
    expect(await page.text()).toContain('Approve device')
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const token = new URL(link).searchParams.get('token') ?? ''
    const approved = await running.service.app.request('/device/approve', {
      method: 'POST',
      body: new URLSearchParams({ token }),
    })
    expect(approved.status).toBe(200)
    await waiting
    await frameB.request('CONNECT_OTP', {
      otp: codeOf(await nextMail(running.mail.webUrl, email, seen)),
    })
    const user = (await frameB.request('GET_USER', {})) as Record<string, unknown>
    expect(user.address).toBe(address)
    const signature = await frameB.request('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x6869', address],
    })
    expect(
      await verifyMessage({ address: address as Hex, message: 'hi', signature: signature as Hex }),
    ).toBe(true)
    // The first device keeps its own split and still signs.
    const again = await deviceA().request('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x6869', address],
    })
    expect(
      await verifyMessage({ address: address as Hex, message: 'hi', signature: again as Hex }),
    ).toBe(true)
  })

  it('keeps no usable key in the database alone', async () => {
    const rows = await running.service.db.selectFrom('devices').selectAll().execute()
    expect(rows).toHaveLength(2)
    for (const row of rows) expect(row.recovery_share).toMatch(/^v1\./)
    // Two auth shares come from different splits: combined they give some other number.
    const [a, b] = rows.map((row) => hexToBytes(`0x${row.auth_share}`)) as [Uint8Array, Uint8Array]
    // A share's last byte is its x coordinate, drawn at random per split: two splits pick the
    // same one about once in 255 runs, and such shares cannot even be combined.
    if (a.at(-1) === b.at(-1)) {
      await expect(combine([a, b])).rejects.toThrow(/duplicate/)
      return
    }
    const combined = await combine([a, b])
    const { privateKeyToAccount } = await import('viem/accounts')
    expect(privateKeyToAccount(`0x${Buffer.from(combined).toString('hex')}`).address).not.toBe(
      address,
    )
  })

  it('updates the email with a code to each address', async () => {
    const next = 'frame.new@example.com'
    expect(await deviceA().request('UPDATE_EMAIL', { email: next })).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    await deviceA().request('UPDATE_EMAIL_PRIMARY_OTP', {
      otp: codeOf(await nextMail(running.mail.webUrl, email, seen)),
    })
    const done = await deviceA().request('UPDATE_EMAIL_SECONDARY_OTP', {
      otp: codeOf(await nextMail(running.mail.webUrl, next, seen)),
    })
    expect(done).toEqual({ newEmail: next })
    expect(await deviceA().request('GET_USER', {})).toMatchObject({ email: next, address })
  })

  it('signs out', async () => {
    await deviceA().request('SIGN_OUT')
    expect(await deviceA().request('IS_CONNECTED', {})).toEqual({ isConnected: false })
    await expect(deviceA().request('GET_USER', {})).rejects.toThrow('Not signed in')
  })
})
