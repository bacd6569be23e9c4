import { createMemoryStorage } from '@portico/test/adapterContract'
import { solanaNetwork } from '@portico/test/adapterContract/solana'
import { solanaTestSigner } from '@portico/test/solana/solanaTestKeys'
import { startSolanaRpc, type TestSolanaChain } from '@portico/test/solana/startSolanaRpc'
import {
  createSolanaRpc,
  getBase64Decoder,
  getBase64Encoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  signTransaction,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter'

let solana: TestSolanaChain
beforeAll(async () => {
  solana = await startSolanaRpc()
}, 60_000)
afterAll(async () => {
  await solana?.close()
})

// A signer outside the adapter (as the embedded wallet's frame is): it gets base64 wire bytes,
// signs them with its own key and sends them to the cluster itself.
function outsideSigner(signer: KeyPairSigner, handed: string[]) {
  return async (transaction: string) => {
    handed.push(transaction)
    const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
    const signed = await signTransaction([signer.keyPair], decoded)
    const wire = getBase64Decoder().decode(getTransactionEncoder().encode(signed))
    await createSolanaRpc(solana.url)
      .sendTransaction(
        wire as Parameters<ReturnType<typeof createSolanaRpc>['sendTransaction']>[0],
        {
          encoding: 'base64',
        },
      )
      .send()
    return getSignatureFromTransaction(signed)
  }
}

// The adapter on the local chain, with no wallet on the page: the signer comes from outside.
function openAdapter() {
  const network = solanaNetwork(solana.genesisHash, solana.url, 'Local Solana')
  const adapter = createSolanaAdapter({
    networks: [network],
    wallets: { get: () => [], on: () => () => {} },
    storage: createMemoryStorage(),
  })
  return { network, adapter }
}

describe('sendWithSigner', () => {
  it('builds SOL and SPL transfers, hands them to the signer unsigned and waits for them', async () => {
    const { network, adapter } = openAdapter()
    const sender = await solanaTestSigner(3)
    const receiver = (await solanaTestSigner(41)).address
    const rpc = createSolanaRpc(solana.url)
    const handed: string[] = []
    const signature = await adapter.sendWithSigner?.(
      { caipNetwork: network, from: sender.address, to: receiver, value: 1_500_000n },
      outsideSigner(sender, handed),
    )
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    // Unsigned when handed over: every signature slot empty.
    const unsigned = getTransactionDecoder().decode(getBase64Encoder().encode(handed[0] ?? ''))
    expect(Object.values(unsigned.signatures)).toEqual([null])
    // Waited for: the balance is there when it resolves.
    expect((await rpc.getBalance(receiver as never).send()).value).toBe(1_500_000n)

    await adapter.sendWithSigner?.(
      {
        caipNetwork: network,
        from: sender.address,
        to: receiver,
        tokenAddress: solana.mint,
        amount: 2_500_000n,
      },
      outsideSigner(sender, handed),
    )
    const { value } = await rpc
      .getTokenAccountsByOwner(
        receiver as never,
        { mint: solana.mint as never },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(value[0]?.account.data.parsed.info.tokenAmount.amount).toBe('2500000')
  })

  it('passes a declined signature on as the user rejection it is', async () => {
    const { network, adapter } = openAdapter()
    const sender = await solanaTestSigner(3)
    await expect(
      adapter.sendWithSigner?.(
        { caipNetwork: network, from: sender.address, to: sender.address, value: 1n },
        async () => {
          throw new Error('User rejected the request.')
        },
      ),
    ).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
  })
})
