import { createHttpJsonRpc, readSolanaPayment } from '@portico/common'
import {
  AccountRole,
  address,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type TransactionSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaTestAccountKey } from '../seed/solanaTestAccounts'
import { type SolanaRpcServer, startSolanaRpcServer } from '../startSolanaRpcServer'
import { signTestTransaction } from '../testing/signTestTransaction'
import { splTransfer } from '../testing/splTransfer'

let server: SolanaRpcServer
let payer: TransactionSigner
let rpc: ReturnType<typeof createSolanaRpc>

beforeAll(async () => {
  server = await startSolanaRpcServer({ port: 0, wsPort: 0 })
  rpc = createSolanaRpc(server.url)
  payer = await createKeyPairSignerFromPrivateKeyBytes(solanaTestAccountKey(0))
})
afterAll(() => server?.close())

// Sends the instructions signed by the payer; resolves to the signature once processed.
async function send(instructions: Instruction[]) {
  const transaction = await signTestTransaction(rpc, payer, instructions)
  await rpc
    .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
    .send()
  return getSignatureFromTransaction(transaction)
}

// A Solana Pay transfer names its reference key as a read-only account of the transfer.
const withReference = (instruction: Instruction, reference: string): Instruction => ({
  ...instruction,
  accounts: [
    ...(instruction.accounts ?? []),
    { address: address(reference), role: AccountRole.READONLY },
  ],
})

describe('the chain keeps the transactions sent to it', () => {
  it('answers getTransaction with balances before and after, and finds a payment by its reference', async () => {
    const shop = (await generateKeyPairSigner()).address
    const reference = (await generateKeyPairSigner()).address
    const signature = await send([
      withReference(
        getTransferSolInstruction({ source: payer, destination: shop, amount: 10_000_000n }),
        reference,
      ),
    ])
    const found = await rpc.getSignaturesForAddress(reference, { limit: 10 }).send()
    expect(found.map((entry) => entry.signature)).toEqual([signature])
    expect(found[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    const transaction = await rpc
      .getTransaction(signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
      .send()
    const keys = transaction?.transaction.message.accountKeys.map((key) => key.pubkey) ?? []
    expect(keys).toEqual(expect.arrayContaining([payer.address, shop, reference]))
    const at = keys.indexOf(shop)
    expect(transaction?.meta?.preBalances[at]).toBe(0n)
    expect(transaction?.meta?.postBalances[at]).toBe(10_000_000n)
    expect(transaction?.meta?.err).toBeNull()
    // The payment reader of @portico/common reads it as the gateway and pay-server do.
    const request = createHttpJsonRpc(server.url)
    expect(
      await readSolanaPayment({ request, signature, asset: 'native', recipient: shop, reference }),
    ).toMatchObject({ status: 'MINED', paid: 10_000_000n, from: payer.address, wrong: undefined })
    const other = (await generateKeyPairSigner()).address
    expect(
      await readSolanaPayment({
        request,
        signature,
        asset: 'native',
        recipient: shop,
        reference: other,
      }),
    ).toMatchObject({ status: 'MINED', paid: 0n })
  })

  it("answers an SPL payment's token balances, read as paid by the reader", async () => {
    const shop = (await generateKeyPairSigner()).address
    const mint = server.chain.seeded.mint
    const { instructions } = await splTransfer({ payer, owner: shop, mint, amount: 12_500_000n })
    const signature = await send(instructions)
    const transaction = await rpc
      .getTransaction(signature, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0 })
      .send()
    expect(transaction?.meta?.postTokenBalances).toContainEqual(
      expect.objectContaining({
        mint,
        owner: shop,
        uiTokenAmount: expect.objectContaining({ amount: '12500000', uiAmountString: '12.5' }),
      }),
    )
    const request = createHttpJsonRpc(server.url)
    expect(
      await readSolanaPayment({ request, signature, asset: mint, recipient: shop }),
    ).toMatchObject({
      status: 'MINED',
      paid: 12_500_000n,
    })
    expect(
      await readSolanaPayment({ request, signature, asset: 'native', recipient: shop }),
    ).toMatchObject({
      status: 'MINED',
      paid: 0n,
      wrong: 'ASSET',
    })
  })

  it('answers null and no signatures for what it never saw', async () => {
    const unknown = (await generateKeyPairSigner()).address
    expect(await rpc.getSignaturesForAddress(unknown).send()).toEqual([])
    const request = createHttpJsonRpc(server.url)
    const signature =
      '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
    expect(
      await readSolanaPayment({ request, signature, asset: 'native', recipient: unknown }),
    ).toEqual({
      status: 'NOT_FOUND',
    })
  })
})
