import { tokenFeeOf, userOperationMaxCost } from '@portico/common'
import type { createSimpleAccountClient } from '@portico/test/devnet'
import { defaultAccountAbstraction, defaultTokenPaymaster, rpcRequest } from '@portico/test/devnet'
import { type Address, encodeFunctionData, erc20Abi, type Hex, toHex } from 'viem'
import { formatUserOperationRequest, type UserOperation } from 'viem/account-abstraction'

type AccountClient = Awaited<ReturnType<typeof createSimpleAccountClient>>
type Call = { to: Address; data: Hex; value?: bigint }

/**
 * The token paymaster's price as the gateway's stub answers it.
 * @example const quote: TokenQuote = { token, symbol: 'tUSDT', decimals: 6, tokensPerEther: '0xc4b20100' }
 */
export type TokenQuote = { token: Address; symbol: string; decimals: number; tokensPerEther: Hex }

const { entryPoint } = defaultAccountAbstraction

/** `token.approve(spender, amount)`: the first call of an operation whose fee is paid in it. */
export const approveCall = (token: Address, spender: Address, amount: bigint): Call => ({
  to: token,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
})

/**
 * One ERC-7677 call on a gateway's bundler route for `operation`, with `context`. Test files only.
 * @example await paymasterRequest(route, 'pm_getPaymasterData', operation, 31337, { token, tokenAmount: '0x10' })
 */
export async function paymasterRequest(
  route: string,
  method: 'pm_getPaymasterStubData' | 'pm_getPaymasterData',
  operation: Partial<UserOperation<'0.7'>>,
  chainId: number,
  context: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const params = [formatUserOperationRequest(operation), entryPoint, toHex(chainId), context]
  return (await rpcRequest(route, method, params)) as Record<string, unknown>
}

/**
 * Prepares a SimpleAccount's operation whose fee is paid in `token`, as the wallet does: the
 * gateway's stub and quote, the bundler's gas estimate (the first call an approve of the
 * paymaster), then the fee `tokenFeeOf(userOperationMaxCost(op), tokensPerEther)` and the callData
 * with the approve for exactly it. Unsigned, with the stub's paymaster fields. Test files only.
 * @example const { operation, tokenAmount, quote } = await prepareTokenPaid(route, client, 31337, token, [transfer])
 */
export async function prepareTokenPaid(
  route: string,
  { account, smart }: Pick<AccountClient, 'account' | 'smart'>,
  chainId: number,
  token: Address,
  calls: Call[],
) {
  let quote: TokenQuote | undefined
  let paymaster: Address = '0x'
  const stub = async (parameters: object) => {
    const {
      chainId: _,
      entryPointAddress: __,
      context: ___,
      ...operation
    } = parameters as Record<string, unknown>
    const {
      tokenQuote,
      isFinal: _f,
      ...fields
    } = (await paymasterRequest(route, 'pm_getPaymasterStubData', operation, chainId, {
      token,
    })) as Record<string, Hex> & { tokenQuote: TokenQuote }
    quote = tokenQuote
    paymaster = fields.paymaster as Address
    return {
      paymaster,
      paymasterData: fields.paymasterData as Hex,
      paymasterVerificationGasLimit: BigInt(fields.paymasterVerificationGasLimit as Hex),
      paymasterPostOpGasLimit: BigInt(fields.paymasterPostOpGasLimit as Hex),
      isFinal: true,
    }
  }
  // The approve's amount is not known before the estimate: a stand-in of the same size.
  const estimated = (await smart.prepareUserOperation({
    calls: [approveCall(token, defaultTokenPaymaster, 10n ** 30n), ...calls],
    paymaster: { getPaymasterStubData: stub, getPaymasterData: stub },
  } as never)) as UserOperation<'0.7'>
  if (!quote) throw new Error('the gateway gave no token quote')
  const tokenAmount = tokenFeeOf(userOperationMaxCost(estimated), BigInt(quote.tokensPerEther))
  const callData = await account.encodeCalls([approveCall(token, paymaster, tokenAmount), ...calls])
  return { operation: { ...estimated, callData }, tokenAmount, quote, paymaster }
}

/**
 * The gateway's signed paymaster fields for a prepared token-paid operation (`pm_getPaymasterData`
 * with `{ token, tokenAmount }`), put into it. Throws the gateway's refusal. Test files only.
 * @example const signedFor = await withTokenPaymasterData(route, 31337, operation, token, tokenAmount)
 */
export async function withTokenPaymasterData(
  route: string,
  chainId: number,
  operation: UserOperation<'0.7'>,
  token: Address,
  tokenAmount: bigint,
): Promise<UserOperation<'0.7'>> {
  const fields = await paymasterRequest(route, 'pm_getPaymasterData', operation, chainId, {
    token,
    tokenAmount: toHex(tokenAmount),
  })
  return {
    ...operation,
    paymaster: fields.paymaster as Address,
    paymasterData: fields.paymasterData as Hex,
    paymasterVerificationGasLimit: BigInt(fields.paymasterVerificationGasLimit as Hex),
    paymasterPostOpGasLimit: BigInt(fields.paymasterPostOpGasLimit as Hex),
  }
}
