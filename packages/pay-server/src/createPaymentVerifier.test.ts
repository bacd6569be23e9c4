import { type PaymentRecord, paymentRecordSchema } from '@portico/common/schemas/api'
import { gatewayConfigSchema, type RunningGateway, startGateway } from '@portico/gateway'
import {
  type Alto,
  type Anvil,
  anvilAccounts,
  createPorticoAccountClient,
  type DeployedTestTokens,
  defaultAccountAbstraction,
  deployAccountAbstraction,
  deployTestTokens,
  fundAccount,
  rpcRequest,
  startAlto,
  startAnvil,
  waitForReceipt,
} from '@portico/test/devnet'
import { encodeFunctionData, type Hex, parseAbi, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPaymentVerifier, type PaymentVerifierOptions } from './createPaymentVerifier'
import { PaymentVerifierError } from './PaymentVerifierError'

const NETWORK = 'eip155:31337'
const payer = anvilAccounts[0]?.address as Hex
const recipient = anvilAccounts[1]?.address as Hex
const stranger = anvilAccounts[2]?.address as Hex
const transferAbi = parseAbi(['function transfer(address to, uint256 value)'])

let anvil: Anvil
let tokens: DeployedTestTokens
let gateway: RunningGateway

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  tokens = await deployTestTokens(anvil.rpcUrl)
  gateway = await startGateway(
    gatewayConfigSchema.parse({
      port: 0,
      dbPath: ':memory:',
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
      projects: [{ projectId: 'demo' }],
      indexer: { enabled: false },
    }),
  )
}, 120_000)

afterAll(async () => {
  await gateway?.close()
  await anvil?.stop()
})

const send = async (tx: { to: Hex; value?: bigint; data?: Hex; from?: Hex; gas?: bigint }) => {
  const hash = (await rpcRequest(anvil.rpcUrl, 'eth_sendTransaction', [
    {
      from: tx.from ?? payer,
      to: tx.to,
      ...(tx.value ? { value: `0x${tx.value.toString(16)}` } : {}),
      ...(tx.data ? { data: tx.data } : {}),
      ...(tx.gas ? { gas: `0x${tx.gas.toString(16)}` } : {}),
    },
  ])) as Hex
  await waitForReceipt(anvil.rpcUrl, hash)
  return hash
}
// A wallet payment's reference rides after the call data, as the kit's Pay view sends it.
const withReference = (data: Hex, reference: string | undefined): Hex =>
  reference ? `${data}${reference.slice(2)}` : data
const sendToken = (
  to: Hex,
  value: bigint,
  { reference, ...extra }: { from?: Hex; gas?: bigint; reference?: string | undefined } = {},
) =>
  send({
    to: tokens.tetherStyle.address,
    data: withReference(
      encodeFunctionData({ abi: transferAbi, functionName: 'transfer', args: [to, value] }),
      reference,
    ),
    ...extra,
  })
// A payment made at the gateway, as the kit's Pay view makes it.
const gatewayPayment = async (
  path: string,
  body: Record<string, unknown>,
): Promise<PaymentRecord> => {
  const res = await fetch(`${gateway.url}${path}?projectId=demo`, {
    method: 'POST',
    body: JSON.stringify(body),
  })
  return paymentRecordSchema.parse(await res.json())
}

const native = (amount: string) =>
  ({ network: NETWORK, asset: 'native', amount, recipient }) as const
const verifierOf = (extra: Partial<PaymentVerifierOptions> = {}) =>
  createPaymentVerifier({
    rpcUrls: { [NETWORK]: anvil.rpcUrl },
    gateway: { url: gateway.url, projectId: 'demo' },
    ...extra,
  })

describe('createPaymentVerifier', () => {
  it('verifies a native payment by its transaction, and refuses it for a second order', async () => {
    const verifier = verifierOf()
    const txHash = await send({ to: recipient, value: 10n ** 16n })
    const result = await verifier.verifyPayment({
      orderId: 'o-1',
      txHash,
      expected: native('0.01'),
    })
    expect(result).toMatchObject({
      verified: true,
      txHash: txHash.toLowerCase(),
      paid: '0.01',
      from: payer.toLowerCase(),
      confirmations: 1,
    })
    // The same order may check again; another order may not use it.
    expect(
      await verifier.verifyPayment({ orderId: 'o-1', txHash, expected: native('0.01') }),
    ).toMatchObject({ verified: true })
    expect(
      await verifier.verifyPayment({ orderId: 'o-2', txHash, expected: native('0.01') }),
    ).toMatchObject({
      verified: false,
      reason: 'ALREADY_USED',
    })
  })

  it("verifies 12.5 tUSDT by the gateway's payment id, reading the chain itself", async () => {
    const verifier = verifierOf()
    const expected = {
      network: NETWORK,
      asset: tokens.tetherStyle.address,
      amount: '12.5',
      recipient,
    }
    const payment = await gatewayPayment('/v1/pay/payments', expected)
    // No transaction yet.
    expect(
      await verifier.verifyPayment({ orderId: 'o-3', paymentId: payment.id, expected }),
    ).toMatchObject({
      verified: false,
      reason: 'PENDING',
    })
    const txHash = await sendToken(recipient, 12_500_000n, { reference: payment.reference })
    await gatewayPayment(`/v1/pay/payments/${payment.id}/transaction`, { txHash })
    expect(
      await verifier.verifyPayment({ orderId: 'o-3', paymentId: payment.id, expected }),
    ).toMatchObject({
      verified: true,
      txHash: txHash.toLowerCase(),
      paid: '12.5',
    })
    // The payment id is this order's now, and so is its transaction.
    expect(
      await verifier.verifyPayment({ orderId: 'o-4', paymentId: payment.id, expected }),
    ).toMatchObject({
      verified: false,
      reason: 'ALREADY_USED',
    })
    expect(await verifier.verifyPayment({ orderId: 'o-4', txHash, expected })).toMatchObject({
      verified: false,
      reason: 'ALREADY_USED',
    })
  })

  it("refuses a payment id whose record is not the order's, or names another transaction", async () => {
    const verifier = verifierOf()
    const payment = await gatewayPayment('/v1/pay/payments', native('0.01'))
    const txHash = await send({
      to: recipient,
      value: 10n ** 16n,
      data: withReference('0x', payment.reference),
    })
    await gatewayPayment(`/v1/pay/payments/${payment.id}/transaction`, { txHash })
    const check = (expected: ReturnType<typeof native>, extra: { txHash?: Hex } = {}) =>
      verifier.verifyPayment({ orderId: 'o-5', paymentId: payment.id, expected, ...extra })
    expect(await check(native('0.02'))).toMatchObject({ verified: false, reason: 'MISMATCH' })
    expect(await check({ ...native('0.01'), recipient: stranger })).toMatchObject({
      reason: 'MISMATCH',
    })
    const other = await send({ to: recipient, value: 10n ** 16n })
    expect(await check(native('0.01'), { txHash: other })).toMatchObject({ reason: 'MISMATCH' })
    expect(
      await verifier.verifyPayment({
        orderId: 'o-5',
        paymentId: `pay_${'B'.repeat(22)}`,
        expected: native('0.01'),
      }),
    ).toMatchObject({ verified: false, reason: 'NOT_FOUND' })
    expect(await check(native('0.01'))).toMatchObject({ verified: true, paid: '0.01' })
  })

  it('refuses a payment the gateway failed even when the chain shows the transfer', async () => {
    const verifier = verifierOf()
    // A recipient with code gets native payments without a reference (its receive would refuse
    // the data): a transfer made before the payment can be attached, and the gateway fails it.
    const shop = '0x000000000000000000000000000000000000c0de' as const
    await rpcRequest(anvil.rpcUrl, 'anvil_setCode', [shop, '0x00'])
    const expected = { ...native('0.01'), recipient: shop }
    const old = await send({ to: shop, value: 10n ** 16n })
    const payment = await gatewayPayment('/v1/pay/payments', expected)
    expect(payment.reference).toBeUndefined()
    const attached = await gatewayPayment(`/v1/pay/payments/${payment.id}/transaction`, {
      txHash: old,
    })
    expect(attached).toMatchObject({ status: 'FAILED' })
    expect(
      await verifier.verifyPayment({ orderId: 'o-old', paymentId: payment.id, expected }),
    ).toMatchObject({
      verified: false,
      reason: 'MISMATCH',
      message: expect.stringMatching(/before the payment/),
    })
  })

  it("refuses an attacker's payment id for a visitor's transaction (the copied hash)", async () => {
    const token = tokens.tetherStyle.address
    const expected = { network: NETWORK, asset: token, amount: '12.5', recipient }
    const visitor = await gatewayPayment('/v1/pay/payments', expected)
    const attacker = await gatewayPayment('/v1/pay/payments', expected)
    const txHash = await sendToken(recipient, 12_500_000n, { reference: visitor.reference })
    // The gateway refuses the copy; the attacker's payment id verifies nothing.
    const copied = await fetch(
      `${gateway.url}/v1/pay/payments/${attacker.id}/transaction?projectId=demo`,
      { method: 'POST', body: JSON.stringify({ txHash }) },
    )
    expect(copied.status).toBe(409)
    await gatewayPayment(`/v1/pay/payments/${visitor.id}/transaction`, { txHash })
    const verifier = verifierOf()
    expect(
      await verifier.verifyPayment({ orderId: 'o-attacker', paymentId: attacker.id, expected }),
    ).toMatchObject({ verified: false, reason: 'PENDING' })
    expect(
      await verifier.verifyPayment({ orderId: 'o-visitor', paymentId: visitor.id, expected }),
    ).toMatchObject({ verified: true, txHash: txHash.toLowerCase() })
    // A gateway that did attach the copy (one from before references): the chain still decides.
    const forged = verifierOf({
      fetch: async (input, init) => {
        const response = await fetch(input, init)
        if (!String(input).includes(`/v1/pay/payments/${attacker.id}`)) return response
        const record = paymentRecordSchema.parse(await response.json())
        return Response.json({ ...record, status: 'SUCCESS', method: 'wallet', txHash })
      },
    })
    expect(
      await forged.verifyPayment({ orderId: 'o-attacker', paymentId: attacker.id, expected }),
    ).toMatchObject({
      verified: false,
      reason: 'MISMATCH',
      message: expect.stringMatching(/does not carry the payment's reference/),
    })
  })

  it('refuses a reverted transaction, a short amount, another recipient, another asset, an unknown hash', async () => {
    const verifier = verifierOf()
    const token = tokens.tetherStyle.address
    const cases = [
      {
        tx: () =>
          sendToken(recipient, 10n ** 30n, {
            from: anvilAccounts[9]?.address as Hex,
            gas: 100_000n,
          }),
        expected: { ...native('1'), asset: token },
        reason: 'REVERTED',
      },
      {
        tx: () => send({ to: recipient, value: 10n ** 15n }),
        expected: native('0.01'),
        reason: 'AMOUNT_SHORT',
      },
      {
        tx: () => send({ to: stranger, value: 10n ** 16n }),
        expected: native('0.01'),
        reason: 'WRONG_RECIPIENT',
      },
      {
        tx: () => sendToken(recipient, 10_000_000n),
        expected: native('0.01'),
        reason: 'WRONG_ASSET',
      },
      {
        tx: async () => `0x${'12'.repeat(32)}` as Hex,
        expected: native('0.01'),
        reason: 'NOT_FOUND',
      },
    ]
    for (const { tx, expected, reason } of cases) {
      const result = await verifier.verifyPayment({
        orderId: `o-${reason}`,
        txHash: await tx(),
        expected,
      })
      expect(result, reason).toMatchObject({ verified: false, reason })
    }
  })

  it('waits for the confirmations asked', async () => {
    const verifier = verifierOf({ minConfirmations: 3 })
    const txHash = await send({ to: recipient, value: 10n ** 16n })
    expect(
      await verifier.verifyPayment({ orderId: 'o-6', txHash, expected: native('0.01') }),
    ).toMatchObject({
      verified: false,
      reason: 'UNCONFIRMED',
    })
    await rpcRequest(anvil.rpcUrl, 'anvil_mine', ['0x2'])
    expect(
      await verifier.verifyPayment({ orderId: 'o-6', txHash, expected: native('0.01') }),
    ).toMatchObject({
      verified: true,
      confirmations: 3,
    })
  })

  it('throws on a request it cannot check', async () => {
    const verifier = verifierOf()
    const txHash = `0x${'34'.repeat(32)}`
    const cases = [
      { orderId: 'o', txHash, expected: { ...native('0.01'), network: 'eip155:1' } },
      { orderId: 'o', expected: native('0.01') },
      { orderId: 'o', txHash, expected: { ...native('0.01'), recipient: 'nope' } },
      { orderId: 'o', txHash, expected: { ...native('0.01'), asset: stranger } },
      { orderId: 'o', txHash, expected: native('0.0000000000000000001') },
    ]
    for (const request of cases) {
      await expect(verifier.verifyPayment(request), JSON.stringify(request)).rejects.toThrow(
        PaymentVerifierError,
      )
    }
  })
})

describe("a smart account's payment inside an ERC-4337 bundle", () => {
  let alto: Alto
  beforeAll(async () => {
    await deployAccountAbstraction(anvil.rpcUrl)
    alto = await startAlto({
      rpcUrl: anvil.rpcUrl,
      entryPoint: defaultAccountAbstraction.entryPoint,
    })
  }, 120_000)
  afterAll(() => alto?.stop())

  it("is read from the bundle's call trace, and carries the payment's reference inside it", async () => {
    const { account, smart } = await createPorticoAccountClient({
      rpcUrl: anvil.rpcUrl,
      chainId: 31337,
      bundlerUrl: alto.url,
      owner: privateKeyToAccount(generatePrivateKey()),
    })
    await fundAccount(anvil.rpcUrl, account.address, { value: parseEther('1') })
    const payment = await gatewayPayment('/v1/pay/payments', native('0.03'))
    const receipt = await smart.waitForUserOperationReceipt({
      hash: await smart.sendUserOperation({
        calls: [{ to: recipient, value: parseEther('0.03'), data: payment.reference as Hex }],
      }),
    })
    const txHash = receipt.receipt.transactionHash
    // The bundle's input carries the inner call's data verbatim: the gateway takes it.
    expect(
      await gatewayPayment(`/v1/pay/payments/${payment.id}/transaction`, { txHash }),
    ).toMatchObject({ status: 'SUCCESS' })
    expect(
      await verifierOf().verifyPayment({
        orderId: 'o-smart-id',
        paymentId: payment.id,
        expected: native('0.03'),
      }),
    ).toMatchObject({ verified: true, paid: '0.03' })
    // The bundle's own `to` is the EntryPoint: only the trace shows the recipient paid.
    const result = await verifierOf().verifyPayment({
      orderId: 'o-smart-id',
      txHash,
      expected: native('0.03'),
    })
    expect(result).toMatchObject({
      verified: true,
      paid: '0.03',
      from: account.address.toLowerCase(),
    })
  }, 120_000)
})
