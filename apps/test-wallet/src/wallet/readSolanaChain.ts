import { createSolanaRpc } from '@solana/kit'

/**
 * The CAIP-2 id of the Solana chain behind `rpcUrl`: `solana:` and the first 32 characters of
 * its genesis hash (how CAIP-30 names Solana clusters; the dev stack's local chain is
 * `solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf`). Undefined when the chain does not answer: the
 * wallet then serves no Solana chain.
 * @example
 * await readSolanaChain('http://127.0.0.1:8899') // 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf'
 */
export async function readSolanaChain(rpcUrl: string): Promise<string | undefined> {
  try {
    const hash = await createSolanaRpc(rpcUrl).getGenesisHash().send()
    return `solana:${hash.slice(0, 32)}`
  } catch {
    return undefined
  }
}
