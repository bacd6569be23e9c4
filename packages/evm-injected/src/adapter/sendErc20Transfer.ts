import { type CaipNetwork, TokenTransferRefusedError } from '@portico/common'
import { type AdapterTransaction, encodeErc20Transfer, requestNetworkRpc } from '@portico/core'

/**
 * An `eth_call` of the transfer from the sender at the latest block; resolves the raw answer and
 * rejects on a revert.
 * @example
 * const simulate: SimulateTransfer = (call) => requestNetworkRpc(caipNetwork, 'eth_call', [call, 'latest'])
 */
export type SimulateTransfer = (call: {
  from: string
  to: string
  data: `0x${string}`
}) => Promise<unknown>

/**
 * One ERC-20 transfer: `amount` base units of the token at `tokenAddress`, `from` → `to`, on
 * `caipNetwork`.
 * @example
 * const transfer: Erc20Transfer = { caipNetwork, from, to, tokenAddress, amount: 5n }
 */
export type Erc20Transfer = {
  caipNetwork: CaipNetwork
  from: string
  to: string
  tokenAddress: string
  amount: bigint
}

/**
 * Sends an ERC-20 `transfer` through `send` (the wallet). The call is simulated with `eth_call`
 * first (`simulate`; by default on the network's RPC), so a revert (e.g. insufficient balance) fails before the wallet
 * asks the user; a token that answers a bool must answer true. USDT-style tokens
 * (`returnsBool: false`) answer nothing, and a token whose simulation answers no data is read
 * as USDT-style too.
 * @example
 * const hash = await sendErc20Transfer((tx) => actions.sendEvmTransaction(provider, tx), { caipNetwork, from, to, tokenAddress, amount: 5n, returnsBool: true })
 */
export async function sendErc20Transfer(
  send: (tx: AdapterTransaction) => Promise<string>,
  parameters: Erc20Transfer & {
    returnsBool: boolean
    /** A library's own transport for the simulation, such as the app's wagmi transports. */
    simulate?: SimulateTransfer | undefined
  },
): Promise<string> {
  const { caipNetwork, from, to, tokenAddress, amount } = parameters
  const data = encodeErc20Transfer(to, amount)
  const call = { from, to: tokenAddress, data }
  const answer = await (parameters.simulate
    ? parameters.simulate(call)
    : requestNetworkRpc(caipNetwork, 'eth_call', [call, 'latest']))
  if (parameters.returnsBool && answer !== '0x' && !isTrueWord(answer))
    throw new TokenTransferRefusedError()
  return send({ caipNetwork, from, to: tokenAddress, value: 0n, data })
}

// An ABI-encoded `true`: one 32-byte word holding 1.
function isTrueWord(answer: unknown): boolean {
  return typeof answer === 'string' && /^0x0{63}1$/.test(answer)
}
