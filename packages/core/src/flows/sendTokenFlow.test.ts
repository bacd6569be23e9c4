import {
  KNOWN_CHAINS,
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  type TokenBalance,
  UnsupportedSendChainError,
} from '@portico/common'
import { describe, expect, it } from 'vitest'
import {
  connectedOn,
  ETH,
  RECEIVER,
  SOLANA_RECEIVER,
  USDC,
} from '../actions/testing/sendTokenFixtures'
import { createPortico } from '../createPortico'
import { createFakeAdapter } from '../testing/createFakeAdapter'
import { createTestPortico } from '../testing/createTestPortico'

async function ready(token: TokenBalance | undefined) {
  const t = createTestPortico()
  await t.portico.connect({ connectorId: 'injected' })
  await t.portico.open()
  t.portico.push({ view: 'WalletSend' })
  t.portico.push({ view: 'WalletSendPreview' })
  const send = t.portico.stores.send.getState()
  send.setToken(token)
  send.setTokenAmount('1.5')
  send.setReceiverAddress(RECEIVER)
  return t
}

describe('sendTokenFlow (portico.sendToken())', () => {
  it('an ERC-20 send transfers the token, resets the form and returns to Account, which shows it', async () => {
    const { portico, fake, events } = await ready(USDC)
    const hash = await portico.sendToken()
    expect(hash).toMatch(/^0x/)
    expect(fake.sent[0]).toMatchObject({
      tokenAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      amount: 1_500_000n,
      to: RECEIVER,
    })
    expect(portico.stores.send.getState()).toMatchObject({
      sendTokenAmount: undefined,
      loading: false,
    })
    const account = { view: 'Account', sent: { hash, amount: '1.5', symbol: 'USDC', to: RECEIVER } }
    expect(portico.stores.router.getState().view).toEqual(account)
    // Nothing to go back to: the emptied Send form was left behind (it sat under Account).
    expect(portico.stores.router.getState().history).toEqual([account])
    expect(events).toContain('SEND_SUCCESS')
  })

  it('a native EVM send stays on the preview, which shows what was sent', async () => {
    const { portico, fake } = await ready(ETH)
    const hash = await portico.sendToken()
    expect(fake.sent[0]).toMatchObject({ value: 1_500_000_000_000_000_000n, to: RECEIVER })
    expect(portico.stores.router.getState().view).toEqual({
      view: 'WalletSendPreview',
      sent: { hash, amount: '1.5', symbol: 'ETH', to: RECEIVER },
    })
    expect(portico.stores.router.getState().history.map((entry) => entry.view)).toEqual([
      'Account',
      'WalletSend',
      'WalletSendPreview',
    ])
    expect(portico.stores.router.getState().transactionStack).toHaveLength(0)
  })

  it('a Solana send returns to Account', async () => {
    const { portico, fake: sol } = await connectedOn('solana')
    await portico.open()
    portico.push({ view: 'WalletSend' })
    portico.stores.send.getState().setTokenAmount('0.25')
    portico.stores.send.getState().setReceiverAddress(SOLANA_RECEIVER)
    const hash = await portico.sendToken()
    expect(sol.sent[0]).toMatchObject({ value: 250_000_000n })
    expect(portico.stores.router.getState().view).toEqual({
      view: 'Account',
      sent: { hash, amount: '0.25', symbol: 'SOL', to: SOLANA_RECEIVER },
    })
  })

  it('a failed send stops loading, shows the error, goes back and rethrows', async () => {
    const { portico, fake, events } = await ready(USDC)
    fake.nextSendError = Object.assign(new Error('denied'), { code: 4001 })
    await expect(portico.sendToken()).rejects.toThrow('You declined the request in your wallet.')
    expect(portico.stores.send.getState()).toMatchObject({ loading: false, sendTokenAmount: '1.5' })
    expect(portico.stores.toast.getState().message).toBe('You declined the request in your wallet.')
    expect(portico.stores.router.getState().view).toEqual({ view: 'WalletSend' })
    expect(events).toContain('SEND_ERROR')
  })

  it('needs an amount and a receiver, and a token on EVM', async () => {
    const { portico } = await ready(undefined)
    await expect(portico.sendToken()).rejects.toBeInstanceOf(SendTokenRequiredError)
    portico.stores.send.getState().setReceiverAddress(undefined)
    await expect(portico.sendToken()).rejects.toBeInstanceOf(SendAmountAndReceiverRequiredError)
  })

  it('only eip155 and solana can send', async () => {
    const { portico } = await connectedOn('bitcoin')
    portico.stores.send.getState().setTokenAmount('0.1')
    portico.stores.send.getState().setReceiverAddress('bc1qabc')
    await expect(portico.sendToken()).rejects.toBeInstanceOf(UnsupportedSendChainError)
  })
})

describe('sendTokenFlow with the embedded wallet (AUTH connector)', () => {
  // The send waits for the frame's answer; ApproveTransaction must be showing meanwhile.
  async function embedded(namespace: 'eip155' | 'solana') {
    const fake = createFakeAdapter({
      namespace,
      connectors: [{ id: 'ID_AUTH', name: 'Email', type: 'AUTH', chain: namespace }],
      ...(namespace === 'solana' && {
        address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
        chainId: KNOWN_CHAINS.solana.id,
      }),
    })
    const portico = createPortico({
      networks: [namespace === 'solana' ? KNOWN_CHAINS.solana : KNOWN_CHAINS.mainnet],
      adapters: [fake],
      storage: null,
    })
    await portico.connect({ connectorId: 'ID_AUTH' })
    await portico.open()
    portico.push({ view: 'WalletSend' })
    portico.push({ view: 'WalletSendPreview' })
    portico.stores.send.getState().setTokenAmount('0.25')
    portico.stores.send
      .getState()
      .setReceiverAddress(
        namespace === 'solana' ? 'So11111111111111111111111111111111111111112' : RECEIVER,
      )
    if (namespace === 'eip155') portico.stores.send.getState().setToken(ETH)
    const views: string[] = []
    portico.stores.router.subscribe((state) => views.push(state.view.view))
    return { portico, fake, views }
  }

  it('shows ApproveTransaction while a Solana send waits for the frame, then Account', async () => {
    const { portico, views } = await embedded('solana')
    await portico.sendToken()
    expect(views).toContain('ApproveTransaction')
    expect(portico.stores.router.getState().view).toMatchObject({ view: 'Account', sent: {} })
  })

  it('comes back to the preview after a native EVM send, and after a declined one', async () => {
    const { portico, fake, views } = await embedded('eip155')
    await portico.sendToken()
    expect(views).toContain('ApproveTransaction')
    expect(portico.stores.router.getState().view).toMatchObject({
      view: 'WalletSendPreview',
      sent: { amount: '0.25', symbol: 'ETH' },
    })
    fake.nextSendError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    // The next send from a fresh preview, as the form leads to it again.
    portico.replace({ view: 'WalletSendPreview' })
    portico.stores.send.getState().setTokenAmount('0.25')
    portico.stores.send.getState().setReceiverAddress(RECEIVER)
    portico.stores.send.getState().setToken(ETH)
    await expect(portico.sendToken()).rejects.toThrow('You declined the request in your wallet.')
    expect(portico.stores.router.getState().view).toEqual({ view: 'WalletSendPreview' })
  })
})
