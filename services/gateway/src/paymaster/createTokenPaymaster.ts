import { tokenFeeOf, userOperationMaxCost } from '@portico/common'
import type { Clock } from '@portico/server'
import { type Address, erc20Abi, type Hex, type LocalAccount, type PublicClient, toHex } from 'viem'
import { z } from 'zod'
import type { ChainConfig } from '../config/gatewayConfigSchema'
import type { MarketPrices } from '../prices/createMarketPrices'
import type { PaymasterMetrics } from './createPaymasterMetrics'
import { operationGasFields } from './operationGasFields'
import type { PaymasterAnswer, PaymasterCall } from './PaymasterCall'
import { quoteTokensPerEther } from './quoteTokensPerEther'
import { SPONSORSHIP_REFUSED_CODE } from './sponsorshipRefusals'
import { tokenApprovalFirst } from './tokenApprovalFirst'
import { tokenPaymasterFields, tokenPaymasterHash } from './tokenPaymasterHash'
import { type TokenPaymentRefusal, tokenPaymentRefusalMessage } from './tokenPaymentRefusals'

// A well-formed 65-byte signature of nobody: the paymaster's check fails without reverting,
// so bundlers estimate the operation as they would the signed one.
const STUB_SIGNATURE: Hex = `0x${'ff'.repeat(32)}${'7a'.repeat(32)}1c`

const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'Expected a 0x-prefixed hex quantity')
/**
 * ERC-7677's context for a fee paid in a token: the token, and (for `pm_getPaymasterData`) the
 * amount of it the wallet showed the visitor and will approve.
 */
const tokenContextSchema = z.object({
  token: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected the token, a 0x-prefixed address'),
  tokenAmount: quantity.optional(),
})

/**
 * Whether an ERC-7677 call asks for the fee to be paid in a token (its context names one).
 * @example paysInToken(params) // true for [op, entryPoint, '0x7a69', { token: '0x…' }]
 */
export function paysInToken(params: PaymasterCall['params']): boolean {
  return params[3]?.token !== undefined
}

/**
 * The gateway's token paymaster (ERC-7677 with context `{ token }`): the visitor pays the fee in
 * one of the chain's `paymaster.token.tokens`, PorticoTokenPaymaster pays the gas. The stub
 * answers the price (`tokenQuote.tokensPerEther`: the token's base units per 10^18 wei of the
 * operation's maximum cost, markup included, from the gateway's prices); `pm_getPaymasterData`
 * signs the wallet's `tokenAmount` for the operation's gas fields, valid `validitySeconds`, once
 * it is at least `tokenFeeOf(userOperationMaxCost(op), tokensPerEther now)`, the sender holds it
 * and the operation's first call approves the paymaster for exactly it. Not sponsorship: no
 * project policy or budget, only the bundler route's rate limit. Refusals have the sponsorship
 * refusals' shape (`TOKEN_PAYMENT_REFUSALS`); each answer is counted by outcome.
 * @example
 * const tokenPaymaster = createTokenPaymaster({ chains, clientOf, signer, validitySeconds: 300, clock, prices, metrics })
 * await tokenPaymaster.answer(call) // { result: { paymaster, paymasterData, …, tokenQuote } }
 */
export function createTokenPaymaster(deps: {
  chains: readonly ChainConfig[]
  clientOf: (caip2: string) => PublicClient | undefined
  signer: LocalAccount
  validitySeconds: number
  clock: Clock
  prices: Pick<MarketPrices, 'priceOf'>
  metrics: PaymasterMetrics
}): { answer: (call: PaymasterCall) => Promise<PaymasterAnswer> } {
  const byChain = new Map(deps.chains.map((chain) => [chain.chainId, chain]))

  return {
    async answer(call) {
      const [operation, entryPoint, , rawContext] = call.params
      const parsed = tokenContextSchema.safeParse(rawContext)
      if (!parsed.success) {
        return invalid(`Invalid params: ${parsed.error.issues[0]?.message ?? 'the context'}`)
      }
      const context = parsed.data
      const chain = byChain.get(call.chainId)
      const caip2 = `eip155:${call.chainId}`
      const labels = { chain: caip2, token: context.token.toLowerCase() }
      const listed = chain?.tokens.find(
        (token) => token.address.toLowerCase() === context.token.toLowerCase(),
      )
      const symbol = listed?.symbol ?? 'the token'
      const refuse = (reason: TokenPaymentRefusal): PaymasterAnswer => {
        deps.metrics.tokenOperations.inc({ ...labels, outcome: reason })
        const message = tokenPaymentRefusalMessage(reason, symbol)
        return { error: { code: SPONSORSHIP_REFUSED_CODE, message, data: { reason } } }
      }
      const paymaster = chain?.paymaster
      const config = paymaster?.token
      if (!chain || !paymaster || !config) return refuse('token')
      if (entryPoint.toLowerCase() !== paymaster.entryPoint.toLowerCase()) {
        return invalid(
          `Invalid params: the token paymaster serves EntryPoint ${paymaster.entryPoint}`,
        )
      }
      const taken = config.tokens.some((t) => t.toLowerCase() === context.token.toLowerCase())
      if (!listed || !taken) return refuse('token')
      const tokensPerEther = await quoteTokensPerEther(deps.prices, {
        chainId: call.chainId,
        native: chain.nativeCurrency,
        token: listed,
        markupPercent: config.markupPercent,
      })
      if (tokensPerEther === undefined) return refuse('price')
      const terms = {
        paymaster: config.address as Address,
        verificationGasLimit: config.verificationGasLimit,
        postOpGasLimit: config.postOpGasLimit,
        validUntil: Math.floor(deps.clock.now() / 1000) + deps.validitySeconds,
        validAfter: 0,
        token: listed.address as Address,
      }

      if (call.method === 'pm_getPaymasterStubData') {
        deps.metrics.tokenOperations.inc({ ...labels, outcome: 'quoted' })
        return {
          result: {
            ...tokenPaymasterFields({ ...terms, tokenAmount: 0n }, STUB_SIGNATURE),
            tokenQuote: {
              token: terms.token,
              symbol: listed.symbol,
              decimals: listed.decimals,
              tokensPerEther: toHex(tokensPerEther),
            },
            isFinal: false,
          },
        }
      }

      const gas = operationGasFields(operation)
      if (context.tokenAmount === undefined || !gas) {
        return invalid(
          'Invalid params: pm_getPaymasterData in a token needs the context’s tokenAmount and the operation’s gas fields',
        )
      }
      const tokenAmount = BigInt(context.tokenAmount)
      const maxCost = userOperationMaxCost({
        ...gas,
        paymasterVerificationGasLimit: config.verificationGasLimit,
        paymasterPostOpGasLimit: config.postOpGasLimit,
      })
      if (tokenAmount < tokenFeeOf(maxCost, tokensPerEther)) return refuse('tokenPrice')
      const fee = { token: terms.token, paymaster: terms.paymaster, tokenAmount }
      if (!tokenApprovalFirst(operation.callData as Hex, fee)) return refuse('tokenApproval')
      const client = deps.clientOf(caip2)
      let balance: bigint
      try {
        if (!client) throw new Error(`no node for ${caip2}`)
        balance = await client.readContract({
          address: terms.token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [operation.sender as Address],
        })
      } catch {
        return {
          error: {
            code: -32603,
            message: `Internal error: the sender's ${listed.symbol} balance on ${caip2} could not be read`,
          },
        }
      }
      if (balance < tokenAmount) return refuse('tokenBalance')
      const quoted = { sender: operation.sender, nonce: operation.nonce, ...gas }
      const hash = tokenPaymasterHash(quoted, { ...terms, chainId: call.chainId, tokenAmount })
      const signature = await deps.signer.signMessage({ message: { raw: hash } })
      deps.metrics.tokenOperations.inc({ ...labels, outcome: 'signed' })
      return { result: tokenPaymasterFields({ ...terms, tokenAmount }, signature) }
    },
  }
}

const invalid = (message: string): PaymasterAnswer => ({ error: { code: -32602, message } })
