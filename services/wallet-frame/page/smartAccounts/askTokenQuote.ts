import type { Address } from 'viem'
import { askPaymaster, type PaymasterFields, type TokenQuote } from './askPaymaster'
import type { SmartAccountState } from './SmartAccountState'
import { smartAddressOf } from './smartAddressOf'

/**
 * The gateway's token paymaster's stub for a fee paid in `token` by the smart account of `owner`
 * (ERC-7677 `pm_getPaymasterStubData` with context `{ token }`, nothing reserved): the stub
 * fields the operation is estimated with and the token's price (`tokenQuote`); or the gateway's
 * one-line refusal (a token the chain does not take, no fresh price), or why it did not answer.
 * The stub prices the token, not the operation: it is asked with the sender alone.
 * @example const quote = await askTokenQuote(state, eoa, 31337, tUsdt)
 */
export async function askTokenQuote(
  state: SmartAccountState,
  owner: string,
  chainId: number,
  token: Address,
): Promise<{ fields: PaymasterFields; tokenQuote: TokenQuote } | { refusal: string }> {
  const sender = await smartAddressOf(state, owner, chainId)
  const operation = { sender, nonce: 0n, callData: '0x', signature: '0x' } as const
  const answer = await askPaymaster(
    state,
    chainId,
    'pm_getPaymasterStubData',
    operation,
    'smartAccount',
    { token },
  )
  if ('refusal' in answer) return answer
  if ('unavailable' in answer) return { refusal: answer.unavailable }
  if (!answer.tokenQuote) return { refusal: 'The paymaster did not price the token' }
  return { fields: answer.fields, tokenQuote: answer.tokenQuote }
}
