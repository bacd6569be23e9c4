import { askTokenQuote } from './askTokenQuote'
import { heldTokensOf } from './heldTokensOf'
import { prepareTokenCalls } from './prepareTokenCalls'
import { readTokenSpend } from './readTokenSpend'
import type { SmartAccountState } from './SmartAccountState'
import type { SmartCall } from './SmartCall'

const WEI_PER_ETHER = 10n ** 18n

/**
 * The token the smart account of `owner` pays the network fee of `calls` in, when the site does
 * not pay it and the account's ether cannot: the frame chooses, never the page. Of the tokens it
 * holds (`heldTokensOf`), those the gateway's token paymaster prices (`askTokenQuote`, nothing
 * reserved) are tried worth-most first (the balance in ether at the gateway's price), each
 * prepared with its fee (`prepareTokenCalls`); the first whose balance covers that fee and what
 * the calls themselves may take of it (`readTokenSpend`) is the one, its operation prepared with
 * the approve of exactly the fee. Undefined when none is.
 * @example const chosen = await chooseTokenFee(state, eoa, 31337, calls) // chosen?.tokenFee.amount
 */
export async function chooseTokenFee(
  state: SmartAccountState,
  owner: string,
  chainId: number,
  calls: readonly SmartCall[],
) {
  const held = await heldTokensOf(state, owner, chainId, calls)
  const quoted = await Promise.all(
    held.map(async (h) => ({ ...h, quote: await askTokenQuote(state, owner, chainId, h.token) })),
  )
  const priced = quoted.flatMap(({ token, balance, quote }) =>
    // A price of 0 is no price: the gateway quotes none it would sign nothing for.
    'fields' in quote && quote.tokenQuote.tokensPerEther > 0n
      ? [
          {
            token,
            balance,
            quote,
            worth: (balance * WEI_PER_ETHER) / quote.tokenQuote.tokensPerEther,
          },
        ]
      : [],
  )
  priced.sort((a, b) => (a.worth === b.worth ? 0 : a.worth > b.worth ? -1 : 1))
  for (const { token, balance, quote } of priced) {
    // An operation that does not estimate with this token's fee (its calls spend the token the
    // fee needs) is not one to pay with it: the next token is tried.
    const prepared = await prepareTokenCalls(state, owner, chainId, calls, quote).catch(
      () => undefined,
    )
    if (!prepared) continue
    const spend = await readTokenSpend(state, chainId, prepared.account.address, token, calls)
    if (balance >= prepared.tokenFee.amount + spend) return prepared
  }
  return undefined
}
