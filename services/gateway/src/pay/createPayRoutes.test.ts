import { paymentRecordSchema } from '@portico/common/schemas/api'
import { anvilAccounts } from '@portico/test/devnet'
import { createManualClock } from '@portico/test/services/createManualClock'
import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GatewayConfigInput } from '../config/gatewayConfigSchema'
import { createTestGateway } from '../testing/createTestGateway'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'
import { startExchangeStandIn } from './testing/startExchangeStandIn'
import { type PayDevnet, startPayDevnet } from './testing/startPayDevnet'
import { syncIndexer } from './testing/syncIndexer'

const dialects = await gatewayTestDialects()
const NETWORK = 'eip155:31337'
const recipient = anvilAccounts[1]?.address as Hex
const stranger = anvilAccounts[2]?.address as Hex
const API_KEY = 'exchange-test-key-0123456789'

let devnet: PayDevnet
let exchange: Awaited<ReturnType<typeof startExchangeStandIn>>

beforeAll(async () => {
  devnet = await startPayDevnet()
  exchange = await startExchangeStandIn({
    apiKey: API_KEY,
    assets: () => [
      { network: NETWORK, asset: 'native' },
      { network: NETWORK, asset: devnet.tokens.tetherStyle.address },
    ],
  })
}, 120_000)

afterAll(async () => {
  await devnet?.stop()
  await exchange?.stop()
})

describe.each(dialects)('the Pay API on %s', (dialect) => {
  const clock = createManualClock(Date.now())
  let gateway: Awaited<ReturnType<typeof createTestGateway>>
  let config: GatewayConfigInput

  beforeAll(async () => {
    config = {
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: devnet.anvil.rpcUrl }],
      projects: [{ projectId: 'p' }, { projectId: 'other' }],
      pay: {
        // Every test here makes payments from one client; the limit has a test of its own.
        createRateLimit: { capacity: 1_000 },
        exchanges: [
          {
            id: 'sandbox',
            name: 'Sandbox Exchange',
            imageUrl: `${exchange.url}/logo.svg`,
            url: exchange.url,
            apiKey: API_KEY,
          },
        ],
      },
    }
    gateway = await createTestGateway(config, { clock, dialect })
  })
  afterAll(() => gateway?.close())

  const call = async (path: string, body?: unknown, projectId = 'p') => {
    const separator = path.includes('?') ? '&' : '?'
    const res = await gateway.app.request(`${path}${separator}projectId=${projectId}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  const create = async (fields: Record<string, unknown>) => {
    const res = await call('/v1/pay/payments', {
      network: NETWORK,
      asset: 'native',
      recipient,
      ...fields,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return paymentRecordSchema.parse(res.body)
  }
  const attach = (id: string, txHash: string) =>
    call(`/v1/pay/payments/${id}/transaction`, { txHash })
  const read = async (id: string) => {
    clock.advance(1_000)
    const res = await call(`/v1/pay/payments/${id}`)
    expect(res.status).toBe(200)
    return paymentRecordSchema.parse(res.body)
  }

  it('takes 0.01 ETH paid from a wallet', async () => {
    const payment = await create({ amount: '0.01' })
    expect(payment).toMatchObject({ status: 'PENDING', amount: '0.01', asset: 'native' })
    expect(payment.id).toMatch(/^pay_[A-Za-z0-9_-]{22}$/)
    expect(payment.reference).toMatch(/^0x[0-9a-f]{32}$/)
    const txHash = await devnet.sendNative({
      to: recipient,
      value: 10n ** 16n,
      reference: payment.reference,
    })
    const res = await attach(payment.id, txHash)
    expect(res.status).toBe(200)
    expect(paymentRecordSchema.parse(res.body)).toMatchObject({
      status: 'SUCCESS',
      method: 'wallet',
      txHash: txHash.toLowerCase(),
    })
    // Attaching the same transaction again answers the record as it is.
    expect((await attach(payment.id, txHash)).body.status).toBe('SUCCESS')
    // Another project cannot see it.
    expect((await call(`/v1/pay/payments/${payment.id}`, undefined, 'other')).status).toBe(404)
  })

  it('takes 12.5 tUSDT (a transfer that returns nothing), read from its Transfer log', async () => {
    const token = devnet.tokens.tetherStyle.address
    const payment = await create({ asset: token, amount: '12.50' })
    expect(payment).toMatchObject({ asset: token.toLowerCase(), amount: '12.5', decimals: 6 })
    const txHash = await devnet.sendToken({
      token,
      to: recipient,
      value: 12_500_000n,
      reference: payment.reference,
    })
    expect((await attach(payment.id, txHash)).body).toMatchObject({ status: 'SUCCESS' })
  })

  it('takes value a contract forwards inside the transaction, read from its call trace', async () => {
    const payment = await create({ amount: '0.02' })
    const txHash = await devnet.forward({
      to: recipient,
      value: 2n * 10n ** 16n,
      reference: payment.reference,
    })
    expect((await attach(payment.id, txHash)).body).toMatchObject({ status: 'SUCCESS' })
  })

  it('fails a payment whose forwarded value was undone in a reverted inner call', async () => {
    const payment = await create({ amount: '0.02' })
    const txHash = await devnet.forward({
      to: recipient,
      value: 2n * 10n ** 16n,
      undone: true,
      reference: payment.reference,
    })
    expect((await attach(payment.id, txHash)).body).toMatchObject({
      status: 'FAILED',
      failureReason: 'The transaction did not pay the recipient',
    })
  })

  it('fails a reverted transaction, a short amount, another recipient and another asset', async () => {
    const token = devnet.tokens.tetherStyle.address
    const cases = [
      {
        // anvil's account 9 holds no tUSDT beyond what it was given; this sends far more.
        send: (reference?: string) =>
          devnet.sendToken({
            reference,
            token,
            to: recipient,
            value: 10n ** 30n,
            from: anvilAccounts[9]?.address as Hex,
            gas: 100_000n,
          }),
        asset: token,
        reason: 'The transaction reverted',
      },
      {
        send: (reference?: string) =>
          devnet.sendNative({ to: recipient, value: 5n * 10n ** 15n, reference }),
        asset: 'native',
        reason: 'The transaction paid 0.005 of 0.01',
      },
      {
        send: (reference?: string) =>
          devnet.sendNative({ to: stranger, value: 10n ** 16n, reference }),
        asset: 'native',
        reason: 'The transaction did not pay the recipient',
      },
      {
        send: (reference?: string) =>
          devnet.sendToken({ token, to: recipient, value: 10_000n, reference }),
        asset: 'native',
        reason: 'The transaction paid in another asset',
      },
    ]
    for (const { send, asset, reason } of cases) {
      const payment = await create({ asset, amount: '0.01' })
      const res = await attach(payment.id, await send(payment.reference))
      expect(res.body, reason).toMatchObject({ status: 'FAILED', failureReason: reason })
    }
  })

  it('lets one transaction pay one payment only', async () => {
    const first = await create({ amount: '0.001' })
    const second = await create({ amount: '0.001' })
    // A transaction carrying both references still pays one of them: the first to claim it.
    const both = `${first.reference}${second.reference?.slice(2)}`
    const txHash = await devnet.sendNative({ to: recipient, value: 10n ** 15n, reference: both })
    expect((await attach(first.id, txHash)).body.status).toBe('SUCCESS')
    const res = await attach(second.id, txHash)
    expect(res).toMatchObject({ status: 409, body: { code: 'PAYMENT_TRANSACTION_TAKEN' } })
    // Nor can a payment that has its transaction take another one.
    const other = await devnet.sendNative({
      to: recipient,
      value: 10n ** 15n,
      reference: first.reference,
    })
    expect(await attach(first.id, other)).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_CLOSED' },
    })
  })

  it("refuses a visitor's transaction attached to another payment first (the copied hash)", async () => {
    const token = devnet.tokens.tetherStyle.address
    const visitor = await create({ asset: token, amount: '12.5' })
    // The attacker saw the visitor's transfer and asks for the same payment themselves.
    const attacker = await create({ asset: token, amount: '12.5' })
    const txHash = await devnet.sendToken({
      token,
      to: recipient,
      value: 12_500_000n,
      reference: visitor.reference,
    })
    expect(await attach(attacker.id, txHash)).toMatchObject({
      status: 409,
      body: {
        code: 'PAYMENT_TRANSACTION_NOT_BOUND',
        message: "The transaction does not carry this payment's reference",
      },
    })
    // The attacker's payment stays open and without the transaction; the visitor's pays.
    expect(await read(attacker.id)).toMatchObject({ status: 'PENDING' })
    expect((await read(attacker.id)).txHash).toBeUndefined()
    expect((await attach(visitor.id, txHash)).body).toMatchObject({
      status: 'SUCCESS',
      txHash: txHash.toLowerCase(),
    })
    // A transfer made without any reference (not by the kit) pays no wallet payment either.
    const bare = await devnet.sendToken({ token, to: recipient, value: 12_500_000n })
    expect((await attach(attacker.id, bare)).body.code).toBe('PAYMENT_TRANSACTION_NOT_BOUND')
  })

  it('gives a native payment to a contract no reference (its receive would refuse the data)', async () => {
    const toContract = await create({ amount: '0.02', recipient: devnet.forwarder })
    expect(toContract.reference).toBeUndefined()
    const token = await create({
      asset: devnet.tokens.tetherStyle.address,
      amount: '1',
      recipient: devnet.forwarder,
    })
    expect(token.reference).toMatch(/^0x[0-9a-f]{32}$/)
  })

  it('asks to try again for a transaction the node does not know yet', async () => {
    const payment = await create({ amount: '0.001' })
    const unknown = `0x${'ab'.repeat(32)}`
    expect(await attach(payment.id, unknown)).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_TRANSACTION_UNKNOWN' },
    })
    expect(await read(payment.id)).toMatchObject({ status: 'PENDING' })
  })

  it('refuses a transaction mined before the payment was made', async () => {
    const earlier = await create({ amount: '0.001' })
    const txHash = await devnet.sendNative({
      to: recipient,
      value: 10n ** 15n,
      reference: earlier.reference,
    })
    // A wallet's transaction cannot name a payment made after it: its reference did not exist.
    const payment = await create({ amount: '0.001' })
    expect(await attach(payment.id, txHash)).toMatchObject({
      status: 409,
      body: { code: 'PAYMENT_TRANSACTION_NOT_BOUND' },
    })
  })

  it('waits for the confirmations configured', async () => {
    const strict = await createTestGateway(
      { ...config, pay: { confirmations: 3 } },
      { clock, dialect },
    )
    try {
      const res = await strict.app.request('/v1/pay/payments?projectId=p', {
        method: 'POST',
        body: JSON.stringify({ network: NETWORK, asset: 'native', amount: '0.001', recipient }),
      })
      const { id, reference } = paymentRecordSchema.parse(await res.json())
      const txHash = await devnet.sendNative({ to: recipient, value: 10n ** 15n, reference })
      const post = (path: string, body?: unknown) =>
        strict.app.request(`${path}?projectId=p`, {
          method: body ? 'POST' : 'GET',
          ...(body ? { body: JSON.stringify(body) } : {}),
        })
      const attached = await post(`/v1/pay/payments/${id}/transaction`, { txHash })
      expect(await attached.json()).toMatchObject({ status: 'IN_PROGRESS' })
      await devnet.rpc('anvil_mine', ['0x2'])
      clock.advance(1_000)
      expect(await (await post(`/v1/pay/payments/${id}`)).json()).toMatchObject({
        status: 'SUCCESS',
      })
    } finally {
      await strict.close()
    }
  })

  it('answers an EIP-681 URI and finds the QR payment in the indexed transfers', async () => {
    const token = devnet.tokens.tetherStyle.address
    const payment = await create({ asset: token, amount: '3' })
    const qr = await call(`/v1/pay/payments/${payment.id}/qr`, {})
    expect(qr).toEqual({
      status: 200,
      body: { uri: `ethereum:${token}@31337/transfer?address=${recipient}&uint256=3000000` },
    })
    expect(await read(payment.id)).toMatchObject({ status: 'IN_PROGRESS', method: 'qr' })
    const txHash = await devnet.sendToken({ token, to: recipient, value: 3_000_000n })
    await syncIndexer(gateway)
    expect(await read(payment.id)).toMatchObject({
      status: 'SUCCESS',
      method: 'qr',
      txHash: txHash.toLowerCase(),
    })
    // The same transfer does not pay a second QR payment.
    const second = await create({ asset: token, amount: '3' })
    await call(`/v1/pay/payments/${second.id}/qr`, {})
    expect(await read(second.id)).toMatchObject({ status: 'IN_PROGRESS' })
  })

  it("does not let a QR payment's watch take a wallet's transfer made for another payment", async () => {
    const token = devnet.tokens.tetherStyle.address
    const visitor = await create({ asset: token, amount: '4' })
    // The attacker's copy waits by QR, whose watch takes the first matching transfer.
    const attacker = await create({ asset: token, amount: '4' })
    await call(`/v1/pay/payments/${attacker.id}/qr`, {})
    const txHash = await devnet.sendToken({
      token,
      to: recipient,
      value: 4_000_000n,
      reference: visitor.reference,
    })
    await syncIndexer(gateway)
    // The visitor's page has not attached it yet: the watch passes it by all the same.
    expect(await read(attacker.id)).toMatchObject({ status: 'IN_PROGRESS', method: 'qr' })
    expect((await read(attacker.id)).txHash).toBeUndefined()
    expect((await attach(visitor.id, txHash)).body).toMatchObject({ status: 'SUCCESS' })
  })

  it('lists the exchanges that pay the asset out, and follows a session to the chain', async () => {
    expect((await call(`/v1/pay/exchanges?network=${NETWORK}&asset=native`)).body).toEqual({
      exchanges: [
        { id: 'sandbox', name: 'Sandbox Exchange', imageUrl: `${exchange.url}/logo.svg` },
      ],
      total: 1,
    })
    const ptt = devnet.tokens.erc20.address
    expect((await call(`/v1/pay/exchanges?network=${NETWORK}&asset=${ptt}`)).body).toEqual({
      exchanges: [],
      total: 0,
    })
    const payment = await create({ amount: '0.05' })
    const opened = await call(`/v1/pay/payments/${payment.id}/exchange`, {
      exchangeId: 'sandbox',
      returnUrl: 'https://shop.example/paid?order=42',
    })
    expect(opened.status).toBe(200)
    const { sessionId, url } = opened.body as { sessionId: string; url: string }
    expect(url).toBe(`${exchange.url}/pay/${sessionId}`)
    const session = exchange.sessions.get(sessionId)
    expect(session).toMatchObject({
      network: NETWORK,
      asset: 'native',
      amount: '0.05',
      recipient: recipient.toLowerCase(),
      reference: payment.id,
      returnUrl: 'https://shop.example/paid?order=42',
    })
    expect(await read(payment.id)).toMatchObject({ status: 'IN_PROGRESS', method: 'exchange' })
    // The exchange claims success with a transaction that paid too little: the chain decides.
    const short = await devnet.sendNative({ to: recipient, value: 10n ** 16n })
    Object.assign(session ?? {}, { status: 'SUCCESS', txHash: short })
    expect(await read(payment.id)).toMatchObject({
      status: 'FAILED',
      exchangeId: 'sandbox',
      failureReason: 'The transaction paid 0.01 of 0.05',
    })
    const next = await create({ amount: '0.05' })
    const again = await call(`/v1/pay/payments/${next.id}/exchange`, { exchangeId: 'sandbox' })
    const paid = await devnet.sendNative({ to: recipient, value: 5n * 10n ** 16n })
    Object.assign(exchange.sessions.get(String(again.body.sessionId)) ?? {}, {
      status: 'SUCCESS',
      txHash: paid,
    })
    expect(await read(next.id)).toMatchObject({ status: 'SUCCESS', txHash: paid.toLowerCase() })
  })

  it('limits new payments per client and project', async () => {
    const limited = await createTestGateway(
      { ...config, pay: { createRateLimit: { capacity: 2, refillPerSecond: 0.01 } } },
      { clock, dialect },
    )
    try {
      const body = JSON.stringify({ network: NETWORK, asset: 'native', amount: '1', recipient })
      const statuses: number[] = []
      for (const projectId of ['p', 'p', 'p', 'other']) {
        const res = await limited.app.request(`/v1/pay/payments?projectId=${projectId}`, {
          method: 'POST',
          body,
        })
        statuses.push(res.status)
      }
      expect(statuses).toEqual([201, 201, 429, 201])
    } finally {
      await limited.close()
    }
  })

  it('answers 400 with a clear message for bad input on every route', async () => {
    const bad = async (path: string, body: unknown, code: string, message: RegExp) => {
      const res = await call(path, body)
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(code === 'NOT_FOUND' ? 404 : 400)
      expect(res.body.code).toBe(code)
      expect(String(res.body.message)).toMatch(message)
    }
    const base = { network: NETWORK, asset: 'native', amount: '1', recipient }
    const pay = '/v1/pay/payments'
    await bad(pay, { ...base, network: 'eip155:1' }, 'PAY_NETWORK_NOT_SUPPORTED', /eip155:1/)
    await bad(pay, { ...base, network: 'nope' }, 'INVALID_PARAMS', /network/)
    await bad(pay, { ...base, recipient: '0x1234' }, 'INVALID_RECIPIENT', /0x1234/)
    await bad(
      pay,
      { ...base, recipient: 'So11111111111111111111111111111111111111112' },
      'INVALID_RECIPIENT',
      /eip155:31337/,
    )
    await bad(pay, { ...base, asset: stranger }, 'INVALID_ASSET', /not an ERC-20 token/)
    await bad(pay, { ...base, asset: 'ETH' }, 'INVALID_ASSET', /native/)
    await bad(pay, { ...base, amount: '0' }, 'INVALID_AMOUNT', /above 0/)
    await bad(pay, { ...base, amount: '-1' }, 'INVALID_AMOUNT', /above 0/)
    await bad(pay, { ...base, amount: 'lots' }, 'INVALID_AMOUNT', /above 0/)
    await bad(
      pay,
      { ...base, asset: devnet.tokens.tetherStyle.address, amount: '1.0000001' },
      'INVALID_AMOUNT',
      /6 decimals/,
    )
    await bad(pay, { ...base, amount: 1 }, 'INVALID_PARAMS', /amount/)
    await bad(pay, 'x', 'INVALID_PARAMS', /body/)
    const { id } = await create({ amount: '1' })
    await bad(`${pay}/${id}/transaction`, { txHash: '0x12' }, 'INVALID_PARAMS', /txHash/)
    await bad(
      `${pay}/${id}/exchange`,
      { exchangeId: 'binance' },
      'PAY_EXCHANGE_NOT_FOUND',
      /binance/,
    )
    await bad(`${pay}/${id}/exchange`, {}, 'INVALID_PARAMS', /exchangeId/)
    for (const returnUrl of [
      'javascript:alert(1)',
      '/relative',
      `https://x.test/${'a'.repeat(2048)}`,
    ]) {
      await bad(
        `${pay}/${id}/exchange`,
        { exchangeId: 'sandbox', returnUrl },
        'INVALID_PARAMS',
        /returnUrl/,
      )
    }
    await bad(`${pay}/pay_nope/qr`, {}, 'INVALID_PARAMS', /payment id/)
    await bad(`${pay}/pay_nope`, undefined, 'INVALID_PARAMS', /payment id/)
    await bad(`/v1/pay/exchanges?asset=${'x'.repeat(200)}`, undefined, 'INVALID_PARAMS', /asset/)
    await bad(`${pay}/pay_${'A'.repeat(22)}/qr`, {}, 'NOT_FOUND', /no payment/)
  })
})
