import {
  CaipNetworkOrAddressUndefinedError,
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  UnsupportedSendChainError,
  UserRejectedRequestError,
} from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'
import { sendToken } from './sendToken'
import { connectedOn, ETH, RECEIVER, SOLANA_RECEIVER, USDC } from './testing/sendTokenFixtures'

async function connected() {
  const t = createTestPortico()
  await t.portico.connect({ connectorId: 'injected' })
  await t.portico.open()
  t.portico.push({ view: 'WalletSend' })
  // Whatever the form holds is not what the plain action sends.
  t.portico.stores.send.getState().setTokenAmount('9')
  const connectEvents = t.events.length
  return { ...t, newEvents: () => t.events.slice(connectEvents) }
}

describe('sendToken (the plain action)', () => {
  it('transfers an ERC-20 token and only sends: no view, form, toast or event changes', async () => {
    const { portico, fake, newEvents } = await connected()
    const hash = await sendToken(portico, { token: USDC, amount: '1.5', to: RECEIVER })
    expect(hash).toMatch(/^0x/)
    expect(fake.sent).toEqual([
      expect.objectContaining({
        tokenAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        amount: 1_500_000n,
        to: RECEIVER,
      }),
    ])
    expect(portico.stores.router.getState().view).toEqual({ view: 'WalletSend' })
    expect(portico.stores.send.getState()).toMatchObject({ sendTokenAmount: '9', loading: false })
    expect(portico.stores.toast.getState().open).toBe(false)
    expect(newEvents()).toEqual([])
  })

  it('sends the native currency for a token without an address', async () => {
    const { portico, fake } = await connected()
    await sendToken(portico, { token: ETH, amount: '0.25', to: RECEIVER })
    expect(fake.sent[0]).toMatchObject({ value: 250_000_000_000_000_000n, to: RECEIVER })
  })

  it('sends SOL on Solana without a token', async () => {
    const { portico, fake: sol } = await connectedOn('solana')
    await sendToken(portico, { amount: '0.25', to: SOLANA_RECEIVER })
    expect(sol.sent[0]).toMatchObject({ value: 250_000_000n, to: SOLANA_RECEIVER })
  })

  it('rethrows a declined send as UserRejectedRequestError, with no toast or event', async () => {
    const { portico, fake, newEvents } = await connected()
    fake.nextSendError = Object.assign(new Error('denied'), { code: 4001 })
    await expect(
      sendToken(portico, { token: USDC, amount: '1.5', to: RECEIVER }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(portico.stores.toast.getState().open).toBe(false)
    expect(newEvents()).toEqual([])
  })

  it.each([
    ['no amount', { token: USDC, amount: '', to: RECEIVER }, SendAmountAndReceiverRequiredError],
    ['no receiver', { token: USDC, amount: '1', to: '' }, SendAmountAndReceiverRequiredError],
    ['no token on EVM', { amount: '1', to: RECEIVER }, SendTokenRequiredError],
  ])('refuses a send with %s, before the wallet is asked', async (_, params, error) => {
    const { portico, fake } = await connected()
    await expect(sendToken(portico, params)).rejects.toBeInstanceOf(error)
    expect(fake.sent).toEqual([])
  })

  it('needs a connected account', async () => {
    const { portico } = createTestPortico()
    await expect(
      sendToken(portico, { token: USDC, amount: '1', to: RECEIVER }),
    ).rejects.toBeInstanceOf(CaipNetworkOrAddressUndefinedError)
  })

  it('only sends on eip155 and solana', async () => {
    const { portico } = await connectedOn('bitcoin')
    await expect(sendToken(portico, { amount: '0.1', to: 'bc1qabc' })).rejects.toBeInstanceOf(
      UnsupportedSendChainError,
    )
  })
})
