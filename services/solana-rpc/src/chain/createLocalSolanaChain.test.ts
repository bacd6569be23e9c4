import {
  address,
  compileTransaction,
  createKeyPairSignerFromPrivateKeyBytes,
  generateKeyPairSigner,
  lamports,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { beforeAll, describe, expect, it } from 'vitest'
import { solanaTestAccountKey } from '../seed/solanaTestAccounts'
import { transactionMessage } from '../testing/transactionMessage'
import { createLocalSolanaChain, type LocalSolanaChain } from './createLocalSolanaChain'

let payer: TransactionSigner
beforeAll(async () => {
  payer = await createKeyPairSignerFromPrivateKeyBytes(solanaTestAccountKey(0))
})

const transferMessage = async (chain: LocalSolanaChain, blockhash = chain.latestBlockhash()) =>
  transactionMessage(payer, blockhash, [
    getTransferSolInstruction({
      source: payer,
      destination: chain.seeded.accounts[1]!,
      amount: 1_000n,
    }),
  ])

describe('createLocalSolanaChain', () => {
  it('keeps a blockhash usable for 150 blocks, one block per transaction', async () => {
    const chain = await createLocalSolanaChain()
    const old = chain.latestBlockhash()
    expect(old.lastValidBlockHeight).toBe(chain.slot() + 150n)
    const receiver = (await generateKeyPairSigner()).address
    for (let block = 0; block < 150; block++) chain.airdrop(receiver, lamports(1_000_000_000n))
    expect(chain.isBlockhashValid(old.blockhash)).toBe(true)
    expect(chain.latestBlockhash().blockhash).not.toBe(old.blockhash)
    chain.airdrop(receiver, lamports(1_000_000_000n))
    expect(chain.isBlockhashValid(old.blockhash)).toBe(false)
    const late = await signTransactionMessageWithSigners(await transferMessage(chain, old))
    expect(chain.send(late).err).toBe('BlockhashNotFound')
    expect(chain.simulate(late, { sigVerify: true, replaceRecentBlockhash: false }).err).toBe(
      'BlockhashNotFound',
    )
  })

  it('lands a transaction once: a duplicate is AlreadyProcessed and keeps the first status', async () => {
    const chain = await createLocalSolanaChain()
    const signed = await signTransactionMessageWithSigners(await transferMessage(chain))
    const first = chain.send(signed)
    expect(first.err).toBeNull()
    const status = chain.signatureStatus(first.signature)
    expect(chain.send(signed)).toEqual({ signature: first.signature, err: 'AlreadyProcessed' })
    expect(chain.signatureStatus(first.signature)).toEqual(status)
  })

  it('refuses a transaction without its signature, and simulates it only without sigVerify', async () => {
    const chain = await createLocalSolanaChain()
    const unsigned = compileTransaction(await transferMessage(chain))
    const slot = chain.slot()
    expect(chain.send(unsigned).err).toBe('SignatureFailure')
    expect(chain.slot()).toBe(slot)
    expect(chain.simulate(unsigned, { sigVerify: true, replaceRecentBlockhash: false }).err).toBe(
      'SignatureFailure',
    )
    const simulated = chain.simulate(unsigned, { sigVerify: false, replaceRecentBlockhash: true })
    expect(simulated.err).toBeNull()
    expect(simulated.replacementBlockhash?.blockhash).toBe(chain.latestBlockhash().blockhash)
  })
})

describe('the SlotHashes sysvar', () => {
  it('holds the block before the current one, newest first, as programs that take a recent slot need', async () => {
    const chain = await createLocalSolanaChain()
    const slots = () => {
      const account = chain.getAccount(address('SysvarS1otHashes111111111111111111111111111'))
      if (!account.exists) throw new Error('no SlotHashes sysvar')
      // A u64 count, then (u64 slot, 32-byte hash) entries.
      const view = new DataView(account.data.buffer, account.data.byteOffset)
      const count = Number(view.getBigUint64(0, true))
      return Array.from({ length: count }, (_, i) => view.getBigUint64(8 + i * 40, true))
    }
    const newestFirst = (list: bigint[]) => list.every((s, i) => i === 0 || (list[i - 1] ?? 0n) > s)
    expect(slots()).toContain(chain.slot() - 1n)
    const sent = chain.send(await signTransactionMessageWithSigners(await transferMessage(chain)))
    expect(sent.err).toBeNull()
    expect(slots()).toContain(chain.slot() - 1n)
    expect(newestFirst(slots())).toBe(true)
  })
})
