import { type CaipNetwork, TokenTransferRefusedError } from '@portico/common'
import { type AdapterTransaction, encodeErc20Transfer, requestNetworkRpc } from '@portico/core'

/**
 * Sends an ERC-20 `transfer` through `send` (the wallet). The call is simulated with `eth_call`
 * on the network's RPC first, so a revert (e.g. insufficient balance) fails before the wallet
 * asks the user; a token that answers a bool must answer true. USDT-style tokens
 * (`returnsBool: false`) answer nothing, and a token whose simulation answers no data is read
 * as USDT-style too.
 * @example
 * const hash = await sendErc20Transfer((tx) => actions.sendEvmTransaction(provider, tx), { caipNetwork, from, to, tokenAddress, amount: 5n, returnsBool: true })
 */
export async function sendErc20Transfer(
  send: (tx: AdapterTransaction) => Promise<string>,
  parameters: {
    caipNetwork: CaipNetwork
    from: string
    to: string
    tokenAddress: string
    amount: bigint
    returnsBool: boolean
  },
): Promise<string> {
  const { caipNetwork, from, to, tokenAddress, amount } = parameters
  const data = encodeErc20Transfer(to, amount)
  const answer = await requestNetworkRpc(caipNetwork, 'eth_call', [
    { from, to: tokenAddress, data },
    'latest',
  ])
  if (parameters.returnsBool && answer !== '0x' && !isTrueWord(answer))
    throw new TokenTransferRefusedError()
  return send({ caipNetwork, from, to: tokenAddress, value: 0n, data })
}

// An ABI-encoded `true`: one 32-byte word holding 1.
function isTrueWord(answer: unknown): boolean {
  return typeof answer === 'string' && /^0x0{63}1$/.test(answer)
}
