import { type Address, encodeFunctionData, erc20Abi } from 'viem'
import { ANVIL_ACCOUNT } from '../testing/deployTestToken'

async function rpcBatch(
  rpcUrl: string,
  calls: { method: string; params: unknown[] }[],
): Promise<void> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calls.map((call, id) => ({ jsonrpc: '2.0', id, ...call }))),
  })
  const answers = (await res.json()) as { error?: { message: string } }[]
  const failed = answers.find((a) => a.error)
  if (failed?.error) throw new Error(`seeding failed: ${failed.error.message}`)
}

/**
 * Fills a devnet with `blocks` blocks of `perBlock` transfers each (half native, half ERC20),
 * sent from the first anvil account to `recipients` in turn. Mining is switched to manual so each
 * block holds exactly `perBlock` transactions. Only for a devnet on 127.0.0.1.
 * @example
 * await seedTransfers({ rpcUrl, token, recipients, blocks: 1000, perBlock: 10 })
 */
export async function seedTransfers(args: {
  rpcUrl: string
  token: Address
  recipients: readonly Address[]
  blocks: number
  perBlock: number
}): Promise<void> {
  await rpcBatch(args.rpcUrl, [{ method: 'evm_setAutomine', params: [false] }])
  let n = 0
  for (let b = 0; b < args.blocks; b++) {
    const calls = Array.from({ length: args.perBlock }, (_, i) => {
      const to = args.recipients[n++ % args.recipients.length] as Address
      return i % 2 === 0
        ? {
            method: 'eth_sendTransaction',
            params: [{ from: ANVIL_ACCOUNT, to, value: '0x2386f26fc10000', gas: '0x5208' }],
          }
        : {
            method: 'eth_sendTransaction',
            params: [
              {
                from: ANVIL_ACCOUNT,
                to: args.token,
                gas: '0x186a0',
                data: encodeFunctionData({
                  abi: erc20Abi,
                  functionName: 'transfer',
                  args: [to, 1_000_000n],
                }),
              },
            ],
          }
    })
    await rpcBatch(args.rpcUrl, calls)
    await rpcBatch(args.rpcUrl, [{ method: 'evm_mine', params: [] }])
  }
  await rpcBatch(args.rpcUrl, [{ method: 'evm_setAutomine', params: [true] }])
}
