import type { StackInfo } from '@portico/scripts'
import { createPublicClient, type Hex, http } from 'viem'

/**
 * Whether `address` signed `message` on the stack's devnet `chainId`: an EOA's signature, or a
 * smart account's — ERC-1271 once deployed, ERC-6492 while counterfactual — checked on chain,
 * as the embedded wallet's account is a smart account where the devnet has a bundler.
 * @example
 * expect(await verifyAccountSignature(stack, { address, message, signature })).toBe(true)
 */
export async function verifyAccountSignature(
  stack: StackInfo,
  args: { address: string; message: string; signature: Hex; chainId?: number },
): Promise<boolean> {
  const chainId = args.chainId ?? 31337
  const chain = stack.chains.find((c) => c.chainId === chainId)
  if (!chain) throw new Error(`no devnet ${chainId} in the stack`)
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  return client.verifyMessage({
    address: args.address as Hex,
    message: args.message,
    signature: args.signature,
  })
}
