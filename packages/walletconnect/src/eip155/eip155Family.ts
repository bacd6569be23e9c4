import {
  type AdapterTransaction,
  encodeErc20Transfer,
  estimateEvmFee,
  getEvmNativeBalance,
  toRpcTransaction,
  utf8ToHex,
} from '@portico/core'
import type { WalletConnectConnector } from '../connector/WalletConnectConnector'
import { hexSchema } from './hex'
import type { WalletConnectFamily } from './WalletConnectFamily'

/** eth_sendTransaction through the session, on the transaction's network. */
async function sendTransaction(
  connector: WalletConnectConnector,
  tx: AdapterTransaction,
): Promise<`0x${string}`> {
  const hash = await connector.request({
    method: 'eth_sendTransaction',
    params: [toRpcTransaction(tx)],
    namespace: 'eip155',
    caipNetworkId: tx.caipNetwork.caipNetworkId,
  })
  return hexSchema.parse(hash)
}

/**
 * EVM over WalletConnect: personal_sign of the UTF-8 message, eth_sendTransaction on the
 * transaction's network (ERC-20 `transfer` calldata for tokens), native balance and fee
 * estimate from the network's own RPC.
 * @example
 * const hash = await eip155Family.sendTransaction?.(connector, { caipNetwork, from, to, value: 1n })
 */
export const eip155Family: WalletConnectFamily = {
  async signMessage(connector, { message, address }) {
    const signature = await connector.request({
      method: 'personal_sign',
      params: [utf8ToHex(message), address],
      namespace: 'eip155',
    })
    return hexSchema.parse(signature)
  },
  sendTransaction,
  sendToken(connector, { caipNetwork, from, to, tokenAddress, amount }) {
    return sendTransaction(connector, {
      caipNetwork,
      from,
      to: tokenAddress,
      value: 0n,
      data: encodeErc20Transfer(to, amount),
    })
  },
  getBalance: (parameters) => getEvmNativeBalance(parameters),
  estimateFee: (tx) => estimateEvmFee(tx),
}
