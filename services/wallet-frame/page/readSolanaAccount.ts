import { z } from 'zod'
import { fromBase64 } from './base64'
import type { FrameApi } from './createFrameApi'
import { FrameRequestError } from './FrameRequestError'
import { requestNode } from './requestNode'

/**
 * An account as the frame reads it from a cluster: its owner program and its data.
 * @example const account: SolanaAccount = { owner: 'Tokenkeg…', data: new Uint8Array(165) }
 */
export type SolanaAccount = { owner: string; data: Uint8Array }

/**
 * Reads one account (or null when it does not exist).
 * @example const account = await readAccount('So11111111111111111111111111111111111111112')
 */
export type ReadSolanaAccount = (address: string) => Promise<SolanaAccount | null>

const accountInfoSchema = z.object({
  value: z
    .object({ owner: z.string().min(32).max(44), data: z.tuple([z.string(), z.literal('base64')]) })
    .nullable(),
})

/**
 * The reader of accounts on one cluster through the service's Solana RPC proxy
 * (`getAccountInfo`, base64), each account read once per reader: one reader serves one
 * request, so what the approval view shows comes from one reading.
 * @example const read = createSolanaAccountReader(ctx.api, cluster.caipNetworkId)
 */
export function createSolanaAccountReader(api: FrameApi, caipNetworkId: string): ReadSolanaAccount {
  const seen = new Map<string, Promise<SolanaAccount | null>>()
  const path = `/rpc/v1/solana?chainId=${encodeURIComponent(caipNetworkId)}`
  return (address) => {
    let account = seen.get(address)
    if (!account) {
      account = requestNode(api, path, 'getAccountInfo', [address, { encoding: 'base64' }]).then(
        (result) => {
          const parsed = accountInfoSchema.safeParse(result)
          if (!parsed.success)
            throw new FrameRequestError(`The account ${address} could not be read`)
          const { value } = parsed.data
          return value && { owner: value.owner, data: fromBase64(value.data[0], 'Invalid account') }
        },
      )
      seen.set(address, account)
    }
    return account
  }
}
