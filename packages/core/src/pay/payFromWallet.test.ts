import { KNOWN_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createFakeAdapter } from '../testing/createFakeAdapter'
import { getPayResult } from './getPayResult'
import { baseETH, baseUSDC, solanaUSDC } from './payAssets'
import {
  payShown,
  RECIPIENT,
  rpcNode,
  SOL_PAYER,
  SOL_RECIPIENT,
  solanaNative,
  until,
  usePayClients,
} from './testing/usePayClients'

const setup = usePayClients()

describe('paying from the wallet', () => {
  it('sends a native transfer, tells the gateway, and resolves the hash once it is SUCCESS', async () => {
    const { client, gateway, portico, fake, events } = setup()
    await portico.connect({ connectorId: 'injected' })
    gateway.onRead = (_record, reads) => (reads >= 2 ? { status: 'SUCCESS' } : {})
    const { result } = await payShown({ client, portico })
    await client.payFromWallet()
    // The wallet was on Ethereum: it switches to Base first.
    expect(fake.calls.filter((c) => c.method === 'switchNetwork')).toEqual([
      { method: 'switchNetwork', params: 'eip155:8453' },
    ])
    // The record's reference rides as the data: the gateway counts the send for this payment only.
    const { reference } = client.store.getState().payment ?? {}
    expect(reference).toMatch(/^0x[0-9a-f]{32}$/)
    expect(fake.sent).toEqual([
      expect.objectContaining({
        to: RECIPIENT,
        value: 10n ** 16n,
        from: fake.address,
        data: reference,
      }),
    ])
    const hash = `0x${'a'.repeat(64)}`
    expect(gateway.bodies).toContainEqual({ txHash: hash })
    expect(await result).toEqual({
      paymentId: expect.stringMatching(/^pay_/),
      success: true,
      result: hash,
    })
    expect(getPayResult(portico)).toBeUndefined() // this client was made by hand, not loaded
    expect(client.store.getState()).toMatchObject({
      payResult: hash,
      isPaymentInProgress: false,
      currentPayment: { type: 'wallet', status: 'SUCCESS', result: hash },
    })
    expect(portico.stores.router.getState().view).toEqual({ view: 'PayResult' })
    expect(events).toEqual(expect.arrayContaining(['PAY_INITIATED', 'PAY_SUCCESS']))
  })

  it("sends an ERC-20 transfer(recipient, units) call to the token, then the payment's reference", async () => {
    const node = rpcNode({ erc20: 20_000_000n })
    const { client, portico, fake } = setup({ rpc: node.fetch })
    await portico.connect({ connectorId: 'injected' })
    await client.openPay({ paymentAsset: baseUSDC, recipient: RECIPIENT, amount: 12.5 })
    await client.payFromWallet()
    expect(node.asked[0]).toEqual({
      method: 'eth_call',
      params: [
        {
          to: baseUSDC.asset,
          data: `0x70a08231${fake.address.slice(2).toLowerCase().padStart(64, '0')}`,
        },
        'latest',
      ],
    })
    expect(fake.sent).toEqual([
      expect.objectContaining({
        to: baseUSDC.asset,
        value: 0n,
        data: `0xa9059cbb${RECIPIENT.slice(2).toLowerCase().padStart(64, '0')}${(12_500_000).toString(16).padStart(64, '0')}${client.store.getState().payment?.reference?.slice(2)}`,
      }),
    ])
    expect(client.store.getState().walletStep).toBe('confirming')
  })

  it('sends nothing when the balance is short, and says how short', async () => {
    const node = rpcNode({ erc20: 3_200_000n })
    const { client, gateway, portico, fake } = setup({ rpc: node.fetch })
    await portico.connect({ connectorId: 'injected' })
    await client.openPay({ paymentAsset: baseUSDC, recipient: RECIPIENT, amount: 12.5 })
    await client.payFromWallet()
    expect(fake.sent).toEqual([])
    expect(gateway.calls.some((c) => c.endsWith('/transaction'))).toBe(false)
    expect(client.store.getState()).toMatchObject({
      insufficientBalance: { balance: '3.2', required: '12.5', symbol: 'USDC' },
      walletStep: 'idle',
      isPaymentInProgress: true,
    })
  })

  it.each([
    // The fake adapter's fee: 21,000 wei.
    [
      'counts the network fee of a native payment: the amount alone is not enough',
      '0.01',
      '0.010000000000021',
    ],
    ['reads a native balance from the wallet: short, nothing sent', '0.001', '0.01'],
  ])('%s', async (_case, balance, required) => {
    const { client, portico, fake } = setup()
    fake.balance = balance
    await portico.connect({ connectorId: 'injected' })
    await client.openPay({ paymentAsset: baseETH, recipient: RECIPIENT, amount: '0.01' })
    await client.payFromWallet()
    expect(fake.sent).toEqual([])
    expect(client.store.getState().insufficientBalance).toEqual({
      balance,
      required,
      symbol: 'ETH',
    })
  })

  it('keeps the payment open when the visitor declines in the wallet', async () => {
    const { client, portico, fake } = setup()
    await portico.connect({ connectorId: 'injected' })
    await client.openPay({ paymentAsset: baseETH, recipient: RECIPIENT, amount: '0.01' })
    fake.nextSendError = Object.assign(new Error('User rejected'), { code: 4001 })
    await client.payFromWallet()
    expect(client.store.getState()).toMatchObject({
      isPaymentInProgress: true,
      walletStep: 'idle',
      currentPayment: undefined,
    })
    expect(client.store.getState().error).toMatch(/declined/i)
  })

  it('pushes Connect when no wallet of the namespace is connected', async () => {
    const { client, portico, fake } = setup()
    await client.openPay({ paymentAsset: baseETH, recipient: RECIPIENT, amount: '0.01' })
    await client.payFromWallet()
    expect(portico.stores.router.getState().view).toEqual({ view: 'Connect' })
    expect(fake.sent).toEqual([])
  })

  it('opens Pay again after a wallet connected from it, instead of cancelling', async () => {
    const { client, portico } = setup()
    const { result } = await payShown({ client, portico })
    portico.push({ view: 'Connect' })
    await portico.connect({ connectorId: 'injected' })
    await until(() => portico.stores.router.getState().view.view === 'Pay')
    expect(portico.stores.modal.getState().open).toBe(true)
    expect(client.store.getState().isPaymentInProgress).toBe(true)
    // Back on Pay: the visitor's own close cancels again.
    portico.close()
    expect(await result).toMatchObject({ error: 'Payment cancelled' })
  })

  it('sends SOL as a transfer and an SPL token through the adapter', async () => {
    const fake = createFakeAdapter({
      namespace: 'solana',
      address: SOL_PAYER,
      chainId: KNOWN_CHAINS.solana.id,
    })
    const node = rpcNode({ spl: 5_000_000n })
    const { client, portico, gateway } = setup({ fake, rpc: node.fetch, networks: 'solana' })
    await portico.connect({ connectorId: 'injected' })
    await client.openPay({ paymentAsset: solanaNative, recipient: SOL_RECIPIENT, amount: '0.5' })
    await client.payFromWallet()
    expect(fake.sent[0]).toMatchObject({ to: SOL_RECIPIENT, value: 500_000_000n })
    client.cancel()
    await client.openPay({ paymentAsset: solanaUSDC, recipient: SOL_RECIPIENT, amount: '1.25' })
    await client.payFromWallet()
    expect(node.asked.at(-1)).toEqual({
      method: 'getTokenAccountsByOwner',
      params: [
        SOL_PAYER,
        { mint: solanaUSDC.asset },
        { encoding: 'jsonParsed', commitment: 'confirmed' },
      ],
    })
    expect(fake.sent[1]).toMatchObject({
      to: SOL_RECIPIENT,
      tokenAddress: solanaUSDC.asset,
      amount: 1_250_000n,
    })
    expect(gateway.bodies).toContainEqual({ txHash: `0x${'b'.repeat(64)}` })
  })
})

describe('paying from the wallet on the record', () => {
  it("renews a closed record before sending, so the transaction carries the attached record's reference", async () => {
    const { client, gateway, portico, fake } = setup()
    await portico.connect({ connectorId: 'injected' })
    await client.openPay({ paymentAsset: baseETH, recipient: RECIPIENT, amount: '0.01' })
    const first = client.store.getState().request?.paymentId ?? ''
    // Another way of paying took the first record meanwhile (not yet final).
    gateway.onRead = () => ({ status: 'IN_PROGRESS', method: 'exchange', txHash: '0x01' })
    await client.payFromWallet()
    gateway.onRead = () => ({})
    const second = client.store.getState().request?.paymentId ?? ''
    expect(second).not.toBe(first)
    const reference = gateway.records.get(second)?.reference
    expect(fake.sent).toEqual([expect.objectContaining({ data: reference })])
    expect(gateway.calls).toContain(`POST /v1/pay/payments/${second}/transaction`)
    expect(gateway.calls).not.toContain(`POST /v1/pay/payments/${first}/transaction`)
  })

  it("tries the attach again while the gateway's node does not know the transaction yet", async () => {
    const { client, gateway, portico } = setup()
    await portico.connect({ connectorId: 'injected' })
    await client.openPay({ paymentAsset: baseETH, recipient: RECIPIENT, amount: '0.01' })
    const id = client.store.getState().request?.paymentId ?? ''
    gateway.refuseNext.set(`/v1/pay/payments/${id}/transaction`, {
      status: 409,
      body: { code: 'PAYMENT_TRANSACTION_UNKNOWN', message: 'not known yet' },
    })
    await client.payFromWallet()
    const attaches = gateway.calls.filter((c) => c === `POST /v1/pay/payments/${id}/transaction`)
    expect(attaches).toHaveLength(2)
    expect(client.store.getState()).toMatchObject({ error: null, walletStep: 'confirming' })
  })
})
