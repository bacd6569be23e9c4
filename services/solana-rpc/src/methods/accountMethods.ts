import type { Address } from '@solana/kit'
import { z } from 'zod'
import type { LocalSolanaChain } from '../chain/createLocalSolanaChain'
import { defineMethod, type RpcMethod, withContext } from '../rpc/defineMethod'
import { encodeAccount } from '../rpc/encodeAccount'
import { parseTokenAccountJson } from '../rpc/parseTokenAccountJson'
import {
  type AccountConfig,
  accountConfigSchema,
  addressSchema,
  commitmentConfigSchema,
} from '../rpc/rpcSchemas'

/**
 * An account in the RPC's form, or `null` when it does not exist.
 * @example
 * readAccount(chain, address, { encoding: 'base64' })
 */
export function readAccount(chain: LocalSolanaChain, address: string, config?: AccountConfig) {
  const account = chain.getAccount(address as Address)
  if (!account.exists) return null
  return encodeAccount(account, config, (mint) => mintDecimals(chain, mint))
}

/**
 * The decimals of an SPL Token mint, or `undefined` when `mint` is not one.
 * @example
 * mintDecimals(chain, chain.seeded.mint) // 6
 */
export function mintDecimals(chain: LocalSolanaChain, mint: string): number | undefined {
  const account = chain.getAccount(mint as Address)
  if (!account.exists) return undefined
  const parsed = parseTokenAccountJson(account.programAddress, account.data, () => undefined)
  return parsed?.parsed.type === 'mint'
    ? (parsed.parsed.info as { decimals: number }).decimals
    : undefined
}

/** getBalance, getAccountInfo, getMultipleAccounts, getMinimumBalanceForRentExemption, requestAirdrop. */
export const accountMethods: Record<string, RpcMethod> = {
  getBalance: defineMethod(
    z.tuple([addressSchema, commitmentConfigSchema.optional()]),
    ([address], chain) => {
      const account = chain.getAccount(address as Address)
      return withContext(chain, account.exists ? account.lamports : 0n)
    },
  ),
  getAccountInfo: defineMethod(
    z.tuple([addressSchema, accountConfigSchema.optional()]),
    ([address, config], chain) => withContext(chain, readAccount(chain, address, config)),
  ),
  getMultipleAccounts: defineMethod(
    z.tuple([z.array(addressSchema).max(100), accountConfigSchema.optional()]),
    ([addresses, config], chain) =>
      withContext(
        chain,
        addresses.map((address) => readAccount(chain, address, config)),
      ),
  ),
  getMinimumBalanceForRentExemption: defineMethod(
    z.tuple([z.number().int().nonnegative().max(10_485_760), commitmentConfigSchema.optional()]),
    ([length], chain) => chain.minimumBalanceForRentExemption(BigInt(length)),
  ),
  requestAirdrop: defineMethod(
    z.tuple([
      addressSchema,
      z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      commitmentConfigSchema.optional(),
    ]),
    ([address, amount], chain) =>
      chain.airdrop(address as Address, BigInt(amount) as Parameters<typeof chain.airdrop>[1]),
  ),
}
