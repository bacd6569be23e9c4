import { encodeBase58 } from '@portico/common'
import { paymentRecordSchema } from '@portico/common/schemas/api'
import { createManualClock } from '@portico/test/services/createManualClock'
import { createSolanaTestWallet } from '@portico/test/solana/createSolanaTestWallet'
import { solanaTestSigner } from '@portico/test/solana/solanaTestKeys'
import { solanaTestTransaction } from '@portico/test/solana/solanaTestTransaction'
import { startSolanaRpc, type TestSolanaChain } from '@portico/test/solana/startSolanaRpc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestGateway } from '../testing/createTestGateway'

// Test account 1 of the local chain (services/solana-rpc/README.md) as the shop.
const recipient = '4xDWokWqPVZHMVCmgfQgBxsMyiJziTXVfQ3kuyrpDhzd'
const payer = 'G9yJmr4mQ8h2G5ToxMAmbXd5iHLR4cDTU5BMnkQDGi7Q'
const SYSTEM_PROGRAM = '11111111111111111111111111111111'

// The System program's Transfer: instruction 2, then the lamports (u64, little-endian).
const transferData = (lamports: bigint) => {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  return data
}

describe('Solana payments on the local chain', () => {
  const clock = createManualClock(Date.now())
  let solana: TestSolanaChain
  let gateway: Awaited<ReturnType<typeof createTestGateway>>
  let network: string

  beforeAll(async () => {
    solana = await startSolanaRpc()
    network = `solana:${solana.genesisHash.slice(0, 32)}`
    gateway = await createTestGateway(
      {
        solana: { chains: [{ caipNetworkId: network, name: 'Local Solana', rpcUrl: solana.url }] },
      },
      { clock },
    )
  }, 60_000)
  afterAll(async () => {
    await gateway?.close()
    await solana?.close()
  })

  // Sends `lamports` from test account 0 to the recipient (naming `reference` when given).
  const pay = async (lamports: bigint, reference?: string) => {
    const wire = await solanaTestTransaction(solana.url, {
      feePayer: payer,
      instructions: [
        {
          program: SYSTEM_PROGRAM,
          accounts: [
            { address: payer, signer: true, writable: true },
            { address: recipient, writable: true },
            ...(reference ? [{ address: reference }] : []),
          ],
          data: transferData(lamports),
        },
      ],
    })
    const wallet = createSolanaTestWallet({
      signers: [await solanaTestSigner(0)],
      chains: { [network as `solana:${string}`]: solana.url },
    })
    const features = wallet.features as Record<
      string,
      Record<string, (...args: never[]) => Promise<unknown>>
    >
    const connect = features['standard:connect']?.connect
    const signAndSend = features['solana:signAndSendTransaction']?.signAndSendTransaction
    if (!connect || !signAndSend) throw new Error('the test wallet lacks a feature')
    const { accounts } = (await connect()) as { accounts: unknown[] }
    const [sent] = (await signAndSend({
      account: accounts[0],
      chain: network,
      transaction: Uint8Array.from(atob(wire), (c) => c.charCodeAt(0)),
    } as never)) as { signature: Uint8Array }[]
    return encodeBase58(sent?.signature ?? new Uint8Array())
  }

  const post = async (path: string, body: unknown) => {
    const res = await gateway.app.request(path, { method: 'POST', body: JSON.stringify(body) })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  // Asks for a payment of `amount` of `asset` on the local chain, to the shop unless told.
  const createPayment = (amount: string, asset: string, to = recipient) =>
    post('/v1/pay/payments', { network, asset, amount, recipient: to })

  it("checks an SPL payment's mint and decimals on the chain", async () => {
    const made = await createPayment('12.5', solana.mint)
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    expect(paymentRecordSchema.parse(made.body)).toMatchObject({
      asset: solana.mint,
      amount: '12.5',
    })
    const tooPrecise = await createPayment('0.0000001', solana.mint)
    expect(tooPrecise.body).toMatchObject({ code: 'INVALID_AMOUNT' })
    expect(String(tooPrecise.body.message)).toMatch(/6 decimals/)
    // The recipient is an account, not a mint.
    const notMint = await createPayment('1', recipient)
    expect(notMint.body).toMatchObject({ code: 'INVALID_ASSET' })
    const evmRecipient = await createPayment(
      '1',
      'native',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
    expect(evmRecipient.body).toMatchObject({ code: 'INVALID_RECIPIENT' })
  })

  it('answers a Solana Pay URI with a fresh reference key, and finds the payment that names it', async () => {
    const made = await createPayment('0.01', 'native')
    const { id } = paymentRecordSchema.parse(made.body)
    const first = await post(`/v1/pay/payments/${id}/qr`, {})
    expect(first.status).toBe(200)
    const uri = new URL(String(first.body.uri))
    expect(uri.protocol).toBe('solana:')
    expect(uri.pathname).toBe(recipient)
    expect(uri.searchParams.get('amount')).toBe('0.01')
    expect(uri.searchParams.get('spl-token')).toBeNull()
    expect(uri.searchParams.get('reference')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect((await post(`/v1/pay/payments/${id}/qr`, {})).body.uri).toBe(first.body.uri)
    clock.advance(1_000)
    const waiting = await gateway.app.request(`/v1/pay/payments/${id}`)
    expect(await waiting.json()).toMatchObject({ status: 'IN_PROGRESS', method: 'qr' })
    // The phone wallet pays the URI: a transfer naming the reference key.
    const signature = await pay(10_000_000n, uri.searchParams.get('reference') ?? '')
    clock.advance(1_000)
    const paid = await gateway.app.request(`/v1/pay/payments/${id}`)
    expect(await paid.json()).toMatchObject({ status: 'SUCCESS', method: 'qr', txHash: signature })
  })

  it("takes SOL paid from a wallet, read from the recipient's balances", async () => {
    const made = await createPayment('0.02', 'native')
    const { id } = paymentRecordSchema.parse(made.body)
    const short = await createPayment('0.02', 'native')
    const signature = await pay(20_000_000n)
    expect(
      (await post(`/v1/pay/payments/${id}/transaction`, { txHash: signature })).body,
    ).toMatchObject({
      status: 'SUCCESS',
      method: 'wallet',
    })
    const small = await pay(1_000_000n)
    const shortId = paymentRecordSchema.parse(short.body).id
    expect(
      (await post(`/v1/pay/payments/${shortId}/transaction`, { txHash: small })).body,
    ).toMatchObject({
      status: 'FAILED',
      failureReason: 'The transaction paid 0.001 of 0.02',
    })
  })

  it('refuses a transaction hash that is not a Solana signature', async () => {
    const made = await createPayment('0.01', 'native')
    const { id } = paymentRecordSchema.parse(made.body)
    const res = await post(`/v1/pay/payments/${id}/transaction`, { txHash: `0x${'ab'.repeat(32)}` })
    expect(res).toMatchObject({ status: 400, body: { code: 'INVALID_PARAMS' } })
    expect(String(res.body.message)).toMatch(/Solana transaction signature/)
  })
})
