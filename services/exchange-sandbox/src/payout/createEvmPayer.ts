import {
  type Chain,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  keccak256,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainPayer } from './ChainPayer'

/**
 * Pays out on one EVM network from the hot wallet's key: a value transfer for the native coin,
 * an ERC-20 `transfer` call otherwise. The call's return value is never decoded (USDT-style
 * tokens return nothing); the receipt's status says whether it went through.
 * @example
 * const payer = createEvmPayer({ chainId: 31337, rpcUrl, privateKey })
 * const { txHash, rawTx } = await payer.sign({ asset: 'native', recipient, units: 10n ** 16n, decimals: 18 })
 */
export function createEvmPayer(options: {
  chainId: number
  rpcUrl: string
  privateKey: Hex
  /** How long `settle` waits for the receipt. */
  timeoutMs?: number
}): ChainPayer {
  const account = privateKeyToAccount(options.privateKey)
  const chain = { id: options.chainId } as Chain
  const transport = http(options.rpcUrl)
  const client = createPublicClient({ chain, transport, pollingInterval: 250 })
  const wallet = createWalletClient({ account, chain, transport })
  return {
    address: account.address,
    async sign(transfer) {
      const recipient = transfer.recipient as Hex
      const call =
        transfer.asset === 'native'
          ? { to: recipient, value: transfer.units }
          : {
              to: transfer.asset as Hex,
              value: 0n,
              data: encodeFunctionData({
                abi: erc20Abi,
                functionName: 'transfer',
                args: [recipient, transfer.units],
              }),
            }
      // Preparing estimates the gas, which runs the call: a hot wallet short of the asset fails
      // here, before anything is signed. The nonce counts the wallet's pending transactions.
      const request = await wallet.prepareTransactionRequest({ ...call, type: 'eip1559' })
      const rawTx = await wallet.signTransaction(request)
      return { rawTx, txHash: keccak256(rawTx) }
    },
    async settle(rawTx, txHash) {
      const hash = txHash as Hex
      let receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined)
      if (!receipt) {
        const known = await client.getTransaction({ hash }).catch(() => undefined)
        // Not seen yet: send it. A refusal here (nonce taken, funds gone) is the payout's failure.
        if (!known) await client.sendRawTransaction({ serializedTransaction: rawTx as Hex })
        receipt = await client
          .waitForTransactionReceipt({ hash, timeout: options.timeoutMs ?? 60_000 })
          .catch((error: unknown) => {
            if (error instanceof WaitForTransactionReceiptTimeoutError) return undefined
            throw error
          })
        if (!receipt) return { state: 'pending' }
      }
      return receipt.status === 'success'
        ? { state: 'success' }
        : { state: 'failed', reason: 'The transfer reverted on chain' }
    },
  }
}
