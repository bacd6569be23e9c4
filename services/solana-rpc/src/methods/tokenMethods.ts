import { type Address, getAddressDecoder } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { z } from 'zod'
import { defineMethod, type RpcMethod, withContext } from '../rpc/defineMethod'
import { tokenAmount } from '../rpc/parseTokenAccountJson'
import { accountConfigSchema, addressSchema, commitmentConfigSchema } from '../rpc/rpcSchemas'
import { SolanaRpcError } from '../rpc/SolanaRpcError'
import { mintDecimals, readAccount } from './accountMethods'

const token2022Program = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
const tokenAccountSize = 165

const filterSchema = z.union([
  z.object({ mint: addressSchema }).strict(),
  z.object({ programId: addressSchema }).strict(),
])

/** getTokenAccountsByOwner, getTokenAccountBalance, getTokenSupply. */
export const tokenMethods: Record<string, RpcMethod> = {
  getTokenAccountsByOwner: defineMethod(
    z.tuple([addressSchema, filterSchema, accountConfigSchema.optional()]),
    ([owner, filter, config], chain) => {
      const programs =
        'programId' in filter ? [filter.programId] : [TOKEN_PROGRAM_ADDRESS, token2022Program]
      for (const program of programs) {
        if (program !== TOKEN_PROGRAM_ADDRESS && program !== token2022Program) {
          throw new SolanaRpcError(
            SolanaRpcError.invalidParams,
            'Invalid param: unrecognized Token program id',
          )
        }
      }
      const decoder = getAddressDecoder()
      // A token account's layout starts with its mint (32 bytes) and owner (32 bytes).
      const value = programs
        .flatMap((program) => chain.programAccounts(program as Address))
        .filter((account) => account.data.length >= tokenAccountSize)
        .filter((account) => decoder.decode(account.data.slice(32, 64)) === owner)
        .filter(
          (account) =>
            !('mint' in filter) || decoder.decode(account.data.slice(0, 32)) === filter.mint,
        )
        .map((account) => ({
          pubkey: account.address,
          account: readAccount(chain, account.address, config),
        }))
      return withContext(chain, value)
    },
  ),
  getTokenAccountBalance: defineMethod(
    z.tuple([addressSchema, commitmentConfigSchema.optional()]),
    ([address], chain) => {
      const account = chain.getAccount(address as Address)
      const decoder = getAddressDecoder()
      const isToken =
        account.exists &&
        (account.programAddress === TOKEN_PROGRAM_ADDRESS ||
          account.programAddress === token2022Program) &&
        account.data.length >= tokenAccountSize
      const decimals = isToken
        ? mintDecimals(chain, decoder.decode(account.data.slice(0, 32)))
        : undefined
      if (!account.exists || decimals === undefined) {
        throw new SolanaRpcError(
          SolanaRpcError.invalidParams,
          'Invalid param: could not find account',
        )
      }
      const amount = new DataView(account.data.buffer, account.data.byteOffset).getBigUint64(
        64,
        true,
      )
      return withContext(chain, tokenAmount(amount, decimals))
    },
  ),
  getTokenSupply: defineMethod(
    z.tuple([addressSchema, commitmentConfigSchema.optional()]),
    ([mint], chain) => {
      const decimals = mintDecimals(chain, mint)
      const account = chain.getAccount(mint as Address)
      if (decimals === undefined || !account.exists) {
        throw new SolanaRpcError(SolanaRpcError.invalidParams, 'Invalid param: not a Token mint')
      }
      const supply = new DataView(account.data.buffer, account.data.byteOffset).getBigUint64(
        36,
        true,
      )
      return withContext(chain, tokenAmount(supply, decimals))
    },
  ),
}
