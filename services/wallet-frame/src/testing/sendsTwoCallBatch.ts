import { type Address, type Hex, type PublicClient, parseEther, toHex } from 'viem'
import { expect } from 'vitest'
import type { createNodeFrame } from './createNodeFrame'

/**
 * Sends, as `from` on devnet A, an approved `wallet_sendCalls` batch of two transfers (0.01 ETH
 * to `first`, 0.02 to `second`) and checks what a visitor and the page would notice: one
 * approval with the calls, their sum, the network and the operation's fee; an atomic batch
 * confirmed (EIP-5792 status 200) whose transaction succeeded; both amounts received. Answers
 * the batch's id, the approval shown and the bundle's transaction hash.
 * @example const { id, shown, transactionHash } = await sendsTwoCallBatch(frame, chain, smart, [recipient, other])
 */
export async function sendsTwoCallBatch(
  frame: ReturnType<typeof createNodeFrame>,
  chain: Pick<PublicClient, 'getBalance' | 'getTransactionReceipt'>,
  from: Address,
  [first, second]: readonly [Address, Address],
) {
  const balances = () =>
    Promise.all([first, second].map((address) => chain.getBalance({ address })))
  const before = await balances()
  const call = (method: string, params: unknown[]) =>
    frame.request('RPC_REQUEST', { method, params })
  const { id } = (await call('wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId: '0x7a69',
      from,
      atomicRequired: true,
      calls: [
        { to: first, value: toHex(parseEther('0.01')) },
        { to: second, value: toHex(parseEther('0.02')), data: '0x' },
      ],
    },
  ])) as { id: Hex }
  const shown = frame.asked.at(-1)
  expect(shown).toMatchObject({
    title: 'Approve calls',
    rows: [
      { label: 'Calls', value: '2' },
      { label: 'Amount', value: '0.03 ETH' },
      { label: 'Network', value: 'Devnet A (31337)' },
      // The batch's user operation, priced before the visitor decides.
      { label: 'Network fee', value: expect.stringMatching(/^≈ 0\.0\d+ ETH$/) },
    ],
  })
  const status = (await call('wallet_getCallsStatus', [id])) as {
    status: number
    receipts: { transactionHash: Hex; status: string }[]
  }
  expect(status).toMatchObject({ id, chainId: '0x7a69', status: 200, atomic: true })
  const [receipt] = status.receipts
  expect(receipt?.status).toBe('0x1')
  const transactionHash = receipt?.transactionHash as Hex
  expect((await chain.getTransactionReceipt({ hash: transactionHash })).status).toBe('success')
  const [firstBefore = 0n, secondBefore = 0n] = before
  expect(await balances()).toEqual([
    firstBefore + parseEther('0.01'),
    secondBefore + parseEther('0.02'),
  ])
  return { id, shown, transactionHash }
}
