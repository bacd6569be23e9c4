import { rpcRequest } from '../devnet/rpcRequest'

/**
 * The lamports `owner` holds on the Solana chain at `rpcUrl` (its `getBalance`).
 * @example
 * await expect.poll(() => solanaLamports(rpcUrl, receiver)).toBe(before + 500_000_000)
 */
export async function solanaLamports(rpcUrl: string, owner: string): Promise<number> {
  const balance = (await rpcRequest(rpcUrl, 'getBalance', [owner])) as { value: number }
  return Number(balance.value)
}
