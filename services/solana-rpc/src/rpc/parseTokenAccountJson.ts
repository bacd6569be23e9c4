import { isSome, type Option } from '@solana/kit'
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'

// Classic SPL Token layouts; Token-2022 accounts without extensions share them.
const tokenAccountSize = 165
const mintSize = 82
const token2022Program = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

/**
 * The `jsonParsed` form of an SPL Token mint or token account (what wallets read for token
 * balances), or `undefined` for any other account.
 *
 * @example
 * parseTokenAccountJson(account.programAddress, account.data, decimalsOf)?.parsed.type // 'account'
 */
export function parseTokenAccountJson(
  owner: string,
  data: Uint8Array,
  decimalsOf: (mint: string) => number | undefined,
) {
  const program =
    owner === TOKEN_PROGRAM_ADDRESS
      ? 'spl-token'
      : owner === token2022Program
        ? 'spl-token-2022'
        : undefined
  if (!program) return undefined
  if (data.length === mintSize) {
    const mint = getMintDecoder().decode(data)
    return {
      program,
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority: optionValue(mint.freezeAuthority),
          isInitialized: mint.isInitialized,
          mintAuthority: optionValue(mint.mintAuthority),
          supply: mint.supply.toString(),
        },
      },
      space: BigInt(data.length),
    }
  }
  if (data.length !== tokenAccountSize) return undefined
  const token = getTokenDecoder().decode(data)
  const decimals = decimalsOf(token.mint)
  if (decimals === undefined) return undefined
  const states = ['uninitialized', 'initialized', 'frozen'] as const
  return {
    program,
    parsed: {
      type: 'account',
      info: {
        isNative: isSome(token.isNative),
        mint: token.mint,
        owner: token.owner,
        state: states[token.state] ?? 'uninitialized',
        tokenAmount: tokenAmount(token.amount, decimals),
        ...(isSome(token.delegate)
          ? {
              delegate: token.delegate.value,
              delegatedAmount: tokenAmount(token.delegatedAmount, decimals),
            }
          : {}),
        ...(isSome(token.closeAuthority) ? { closeAuthority: token.closeAuthority.value } : {}),
      },
    },
    space: BigInt(data.length),
  }
}

/**
 * A token amount as the RPC writes it: raw string, decimals, and the UI amount.
 * @example
 * tokenAmount(1_500_000n, 6) // { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' }
 */
export function tokenAmount(amount: bigint, decimals: number) {
  const base = 10n ** BigInt(decimals)
  const whole = amount / base
  const fraction = (amount % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole.toString()
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

function optionValue<T>(option: Option<T>): T | null {
  return isSome(option) ? option.value : null
}
