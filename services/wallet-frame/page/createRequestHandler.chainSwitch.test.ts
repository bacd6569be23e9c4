import { type Address, createPublicClient, type Hex, http, toHex } from 'viem'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { createNodeFrame } from '../src/testing/createNodeFrame'
import { logInVisitor } from '../src/testing/logInVisitor'
import { setUpSmartAccountStack } from '../src/testing/setUpSmartAccountStack'

// The attack: the page opens a signature request while the frame is on chain A (the view says
// so), then switches the frame to chain B before the visitor clicks. The smart account's
// ERC-1271 signature names its chain, so the signature would be valid on B only — a chain the
// visitor never saw. A switch must withdraw the open approval; an approved request signs for
// the chain it arrived on.

const PROJECT = 'chain-switch'
const email = 'chain.switch@example.com'

let frame: ReturnType<typeof createNodeFrame>
let smart: Address
const onA = () => stack().chain()
const onB = () => createPublicClient({ transport: http(stack().anvilB.rpcUrl) })
const request = (method: string, params: unknown[]) =>
  frame.request('RPC_REQUEST', { method, params })

// Both devnets hold the account contracts, so the same account can be checked on each; only A
// has a bundler (smart accounts there), which is all signing needs.
const stack = setUpSmartAccountStack({ projectId: PROJECT, chainB: true })
beforeAll(async () => {
  ;({ frame, smart } = await logInVisitor(stack(), email))
}, 120_000)
afterEach(async () => {
  await frame?.request('SWITCH_NETWORK', { chainId: 31337 })
})

const typedData = {
  types: {
    EIP712Domain: [{ name: 'name', type: 'string' }],
    Order: [{ name: 'amount', type: 'uint256' }],
  },
  primaryType: 'Order',
  domain: { name: 'Shop' },
  message: { amount: '1' },
}

describe('a signature is bound to the chain its approval showed', () => {
  it('withdraws an open personal_sign approval when SWITCH_NETWORK changes the chain', async () => {
    const held = frame.holdNextApproval()
    const answer = request('personal_sign', [toHex('Sign in on Devnet A'), smart])
    expect((await held.shown).rows).toContainEqual({ label: 'Network', value: 'Devnet A (31337)' })
    expect(await frame.request('SWITCH_NETWORK', { chainId: 31338 })).toEqual({ chainId: 31338 })
    // The visitor's click comes too late: the view was closed under it.
    held.answer(true)
    await expect(answer).rejects.toMatchObject({
      code: 'USER_REJECTED',
      message: expect.stringContaining('The network changed'),
    })
    expect(held.withdrawn()).toBe(true)
  })

  it('withdraws an open eth_signTypedData_v4 approval when wallet_switchEthereumChain changes it', async () => {
    const held = frame.holdNextApproval()
    const answer = request('eth_signTypedData_v4', [smart, JSON.stringify(typedData)])
    await held.shown
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBeNull()
    held.answer(true)
    await expect(answer).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(held.withdrawn()).toBe(true)
  })

  it('keeps the approval open when the page names the chain it is already on', async () => {
    const held = frame.holdNextApproval()
    const message = 'Still on Devnet A'
    const answer = request('personal_sign', [toHex(message), smart])
    await held.shown
    await frame.request('SWITCH_NETWORK', { chainId: 31337 })
    held.answer(true)
    const signature = (await answer) as Hex
    expect(held.withdrawn()).toBe(false)
    expect(await onA().verifyMessage({ address: smart, message, signature })).toBe(true)
  })

  it('signs an approved request for the chain it arrived on, even if the chain switches as it is approved', async () => {
    const held = frame.holdNextApproval()
    const message = 'Approved on Devnet A'
    const answer = request('personal_sign', [toHex(message), smart])
    await held.shown
    held.answer(true)
    // In the same turn as the click, before the frame goes on to sign.
    const switched = frame.request('SWITCH_NETWORK', { chainId: 31338 })
    const signature = (await answer) as Hex
    await switched
    expect(await onA().verifyMessage({ address: smart, message, signature })).toBe(true)
    expect(await onB().verifyMessage({ address: smart, message, signature })).toBe(false)
  })
})
