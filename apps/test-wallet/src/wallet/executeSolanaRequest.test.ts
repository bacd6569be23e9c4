import { encodeBase58 } from '@portico/common'
import { solanaTestAccountKey, solanaTestSigner } from '@portico/test/solana/solanaTestKeys'
import { startSolanaRpc, type TestSolanaChain } from '@portico/test/solana/startSolanaRpc'
import {
  createSolanaRpc,
  getBase58Encoder,
  getBase64Encoder,
  getTransactionDecoder,
  type KeyPairSigner,
  verifySignature,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSolTransfer } from '../testing/buildSolTransfer'
import { executeSolanaRequest } from './executeSolanaRequest'
import { type ParsedSolanaRequest, parseSolanaRequest } from './parseSolanaRequest'
import { solanaSignerOf } from './solanaKey'

let chain: TestSolanaChain
let signer: KeyPairSigner
let other: KeyPairSigner

beforeAll(async () => {
  chain = await startSolanaRpc()
  signer = await solanaSignerOf(solanaTestAccountKey(0))
  other = await solanaTestSigner(1)
}, 60_000)

afterAll(async () => {
  await chain?.close()
})

const parse = (method: string, params: unknown): ParsedSolanaRequest => {
  const parsed = parseSolanaRequest(method, params)
  if (parsed.kind === 'unsupported') throw new Error(parsed.reason)
  return parsed
}
const transfer = async (from: string, to: string, lamports: bigint) => {
  const { value } = await createSolanaRpc(chain.url).getLatestBlockhash().send()
  return buildSolTransfer({ from, to, lamports, ...value })
}
const lamports = async (owner: KeyPairSigner) =>
  (await createSolanaRpc(chain.url).getBalance(owner.address).send()).value

describe('executeSolanaRequest on the local Solana chain', () => {
  it('signs a message with the ed25519 key (the signature verifies); another pubkey is 4100', async () => {
    const message = new TextEncoder().encode('Hello from Portico')
    const { signature } = (await executeSolanaRequest(
      parse('solana_signMessage', { message: encodeBase58(message), pubkey: signer.address }),
      { signer, rpcUrl: chain.url },
    )) as { signature: string }
    const bytes = getBase58Encoder().encode(signature)
    expect(await verifySignature(signer.keyPair.publicKey, bytes as never, message)).toBe(true)
    await expect(
      executeSolanaRequest(
        parse('solana_signMessage', { message: encodeBase58(message), pubkey: other.address }),
        { signer, rpcUrl: chain.url },
      ),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('signs a transaction the app then sends itself; one not asking the wallet is 4100', async () => {
    const wire = await transfer(signer.address, other.address, 1_000n)
    const result = (await executeSolanaRequest(
      parse('solana_signTransaction', { transaction: wire }),
      {
        signer,
        rpcUrl: chain.url,
      },
    )) as { signature: string; transaction: string }
    const signed = getTransactionDecoder().decode(getBase64Encoder().encode(result.transaction))
    const slot = signed.signatures[signer.address]
    expect(slot && encodeBase58(new Uint8Array(slot))).toBe(result.signature)
    const before = await lamports(other)
    await createSolanaRpc(chain.url)
      .sendTransaction(result.transaction as never, { encoding: 'base64' })
      .send()
    expect(await lamports(other)).toBe(before + 1_000n)

    const foreign = await transfer(other.address, signer.address, 1n)
    await expect(
      executeSolanaRequest(parse('solana_signTransaction', { transaction: foreign }), {
        signer,
        rpcUrl: chain.url,
      }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('signs and sends to the chain, and signs several at once', async () => {
    const before = await lamports(other)
    const { signature } = (await executeSolanaRequest(
      parse('solana_signAndSendTransaction', {
        transaction: await transfer(signer.address, other.address, 2_000n),
      }),
      { signer, rpcUrl: chain.url },
    )) as { signature: string }
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await lamports(other)).toBe(before + 2_000n)

    const { transactions } = (await executeSolanaRequest(
      parse('solana_signAllTransactions', {
        transactions: [
          await transfer(signer.address, other.address, 1n),
          await transfer(signer.address, other.address, 2n),
        ],
      }),
      { signer, rpcUrl: chain.url },
    )) as { transactions: string[] }
    expect(transactions).toHaveLength(2)
    for (const text of transactions) {
      const signed = getTransactionDecoder().decode(getBase64Encoder().encode(text))
      const slot = signed.signatures[signer.address]
      expect(slot).toBeTruthy()
      expect(
        await verifySignature(signer.keyPair.publicKey, slot as never, signed.messageBytes),
      ).toBe(true)
    }
  })
})
