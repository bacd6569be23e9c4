import { type Address, getAddress, type Hex, hexToBigInt, numberToHex } from 'viem'
import { formatUserOperationRequest, type UserOperation } from 'viem/account-abstraction'
import { z } from 'zod'
import { rpcAnswer } from '../rpcAnswer'
import type { OperationAccountType } from './AccountType'
import { bundlerPath } from './bundlerPath'
import { entryPointOf } from './entryPointOf'
import type { SmartAccountState } from './SmartAccountState'

const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/)
const fieldsSchema = z.object({
  paymaster: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  paymasterData: z.string().regex(/^0x([0-9a-fA-F]{2})*$/),
  paymasterVerificationGasLimit: quantity,
  paymasterPostOpGasLimit: quantity,
})
// The name is shown to the visitor as text: one short printable line.
const sponsorSchema = z.object({
  name: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[^\p{Cc}\p{Cf}]+$/u),
})
const stubSchema = fieldsSchema.extend({ sponsor: sponsorSchema })
// The token paymaster's price: its symbol is shown to the visitor as text, one printable word
// (as the kit's ESTIMATE_FEE answer takes it).
const tokenStubSchema = fieldsSchema.extend({
  tokenQuote: z.object({
    token: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    symbol: z
      .string()
      .min(1)
      .max(16)
      .regex(/^[^\p{Cc}\p{Cf}\s]+$/u),
    decimals: z.number().int().min(0).max(36),
    tokensPerEther: quantity,
  }),
})

/** ERC-7677's refusal code, as the gateway answers it (`data.reason` says which rule). */
export const SPONSORSHIP_REFUSED = -32003
// A gateway without a paymaster does not know the methods.
const METHOD_NOT_FOUND = -32601

/**
 * The paymaster fields of a user operation, as the gateway answered them: merged into the
 * operation unchanged (the signature covers every other field of it).
 * @example const op = { ...userOperation, ...fields }
 */
export type PaymasterFields = {
  paymaster: Address
  paymasterData: Hex
  paymasterVerificationGasLimit: bigint
  paymasterPostOpGasLimit: bigint
}

/**
 * The token paymaster's price of gas in `token` (ERC-7677 stub with context `{ token }`): the
 * token's base units per 10^18 wei of the operation's maximum cost, its markup included, and
 * the symbol and decimals the gateway lists it with.
 * @example const quote: TokenQuote = { token, symbol: 'tUSDT', decimals: 6, tokensPerEther: 3_300_000_000n }
 */
export type TokenQuote = {
  token: Address
  symbol: string
  decimals: number
  tokensPerEther: bigint
}

/**
 * ERC-7677's context: none for the site's sponsorship; the token for a fee paid in it (the
 * stub), with the amount the visitor approved (the signed data).
 * @example const context: PaymasterContext = { token, tokenAmount: '0x66ff3' }
 */
export type PaymasterContext = { token?: Address; tokenAmount?: Hex }

/**
 * What the gateway answered: the fields (and, for the stub, who pays, or the token's price), its one-line refusal, or
 * nothing to say (it has no paymaster, the project no policy, or it answered what the frame
 * cannot use: the visitor pays, and is not told why on every approval).
 * @example if ('fields' in answer) op = { ...op, ...answer.fields }
 */
export type PaymasterAnswer =
  | { fields: PaymasterFields; sponsor?: string; tokenQuote?: TokenQuote }
  | { refusal: string }
  | { unavailable: string }

/**
 * Asks the frame's own gateway (through the service's bundler route; never a paymaster a page
 * names) for ERC-7677's `pm_getPaymasterStubData` — who would pay, and the stub fields the gas
 * is estimated with; reserves nothing — or `pm_getPaymasterData` — the signed fields, which
 * reserve the sponsor's budget: asked only once the visitor approved. The operation is the
 * account type's (`type`): its EntryPoint is named with it. With a `context` naming a token, the
 * gateway's token paymaster is asked instead: its stub says the token's price (`tokenQuote`, for
 * that token only), its signed data commits to the context's `tokenAmount`.
 * @example const answer = await askPaymaster(state, 31337, 'pm_getPaymasterStubData', userOperation)
 */
export async function askPaymaster(
  state: SmartAccountState,
  chainId: number,
  method: 'pm_getPaymasterStubData' | 'pm_getPaymasterData',
  userOperation: Partial<UserOperation<'0.7'>> | Partial<UserOperation<'0.8'>>,
  type: OperationAccountType = 'smartAccount',
  context: PaymasterContext = {},
): Promise<PaymasterAnswer> {
  const { paymaster: _p, paymasterData: _d, ...operation } = userOperation
  const { paymasterVerificationGasLimit: _v, paymasterPostOpGasLimit: _o, ...unpaid } = operation
  const answer = await rpcAnswer(state.api, bundlerPath(state, chainId), method, [
    formatUserOperationRequest(unpaid),
    entryPointOf(state, type).address,
    numberToHex(chainId),
    context,
  ])
  if (answer.error) {
    const { code, message, data } = answer.error
    const reason = z.object({ reason: z.string() }).safeParse(data).data?.reason
    // A site that never pays (no policy) has nothing to explain on each approval.
    if (code === SPONSORSHIP_REFUSED && reason === 'no_policy')
      return { unavailable: 'This site does not pay network fees' }
    if (code === SPONSORSHIP_REFUSED && message) return { refusal: message.slice(0, 200) }
    if (code === METHOD_NOT_FOUND) return { unavailable: 'The gateway has no paymaster' }
    return { unavailable: message ?? 'The paymaster did not answer' }
  }
  const stub = context.token === undefined ? stubSchema : tokenStubSchema
  const parsed = (method === 'pm_getPaymasterStubData' ? stub : fieldsSchema).safeParse(
    answer.result,
  )
  if (!parsed.success) return { unavailable: 'The paymaster answered in another shape' }
  const { data } = parsed
  const quote = 'tokenQuote' in data ? (data as z.infer<typeof tokenStubSchema>).tokenQuote : null
  // A price of another token than the one asked for is no price of this one.
  if (quote && getAddress(quote.token) !== getAddress(context.token ?? quote.token))
    return { unavailable: 'The paymaster priced another token' }
  return {
    fields: {
      paymaster: getAddress(data.paymaster),
      paymasterData: data.paymasterData as Hex,
      paymasterVerificationGasLimit: hexToBigInt(data.paymasterVerificationGasLimit as Hex),
      paymasterPostOpGasLimit: hexToBigInt(data.paymasterPostOpGasLimit as Hex),
    },
    ...('sponsor' in data && { sponsor: (data as z.infer<typeof stubSchema>).sponsor.name }),
    ...(quote && {
      tokenQuote: {
        token: getAddress(quote.token),
        symbol: quote.symbol,
        decimals: quote.decimals,
        tokensPerEther: hexToBigInt(quote.tokensPerEther as Hex),
      },
    }),
  }
}
