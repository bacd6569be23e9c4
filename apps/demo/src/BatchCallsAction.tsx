import { encodeErc20Transfer } from '@portico/core'
import { useAccount, useNetwork, usePorticoClient } from '@portico/react'
import { useEffect, useState } from 'react'
import { DEMO_SHOP_EVM } from './demoPayments'
import { devnetToken } from './devnetToken'
import { useWalletTask } from './useWalletTask'
import { WalletTaskButton } from './WalletTaskButton'

/** Anvil's third and fourth default accounts: where the batch's two transfers go. */
const RECIPIENTS = [
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90f79bf6eb2C4F870365E477e4db71cE12ebf8eE',
] as const
const AMOUNT_HEX = `0x${(10n ** 15n).toString(16)}`
const ONE_PTT = 10n ** 18n
const ptt = devnetToken(import.meta.env, 'erc20')
// `approve(address,uint256)` takes the same two words as `transfer(address,uint256)`.
const approveData = (spender: string, amount: bigint) =>
  `0x095ea7b3${encodeErc20Transfer(spender, amount).slice(10)}`
/** Token calls only: what the demo's paymaster pays for, so an empty account can batch too. */
const TOKEN_CALLS = [
  { to: ptt, data: approveData(DEMO_SHOP_EVM, ONE_PTT) },
  { to: ptt, data: encodeErc20Transfer(RECIPIENTS[0], ONE_PTT) },
]

const callsStatusText = (status: unknown) => {
  const code = (status as { status?: unknown }).status
  if (code === 200) return 'Batch confirmed'
  if (code === 100) return 'Batch pending'
  return `Batch failed (status ${String(code)})`
}

/**
 * EIP-5792 in the demo, shown only when the connected wallet says it can batch atomically on
 * the current chain (`wallet_getCapabilities`): one `wallet_sendCalls` of two 0.001 ETH
 * transfers, or of a PTT allowance for the demo shop and a 1 PTT transfer (calls the demo's
 * paymaster pays for, on the devnets), then its `wallet_getCallsStatus`.
 * @example
 * <BatchCallsAction />
 */
export function BatchCallsAction() {
  const client = usePorticoClient()
  const { isConnected, address, walletInfo } = useAccount()
  // A WalletConnect wallet on a phone sees every request: the demo does not ask it unprompted.
  const overWalletConnect = walletInfo?.type === 'WALLET_CONNECT'
  const { caipNetwork } = useNetwork()
  const [supported, setSupported] = useState(false)
  const batch = useWalletTask()
  const tokenBatch = useWalletTask()
  const chainHex = caipNetwork ? `0x${Number(caipNetwork.id).toString(16)}` : undefined

  useEffect(() => {
    setSupported(false)
    if (!isConnected || !address || !chainHex || caipNetwork?.chainNamespace !== 'eip155') return
    if (overWalletConnect) return
    let current = true
    client
      .request({ method: 'wallet_getCapabilities', params: [address, [chainHex]] })
      .then((capabilities) => {
        const atomic = (capabilities as Record<string, { atomic?: { status?: string } }>)[chainHex]
          ?.atomic?.status
        if (current) setSupported(atomic === 'supported' || atomic === 'ready')
      })
      // A wallet without EIP-5792 has no batches: the button stays hidden.
      .catch(() => {})
    return () => {
      current = false
    }
  }, [client, isConnected, address, chainHex, caipNetwork?.chainNamespace, overWalletConnect])

  if (!supported) return null
  const send = async (calls: readonly { to: string; value?: string; data?: string }[]) => {
    const { id } = (await client.request({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: chainHex, from: address, atomicRequired: true, calls }],
    })) as { id: string }
    const status = await client.request({ method: 'wallet_getCallsStatus', params: [id] })
    return callsStatusText(status)
  }
  return (
    <>
      <div className="demo-action">
        <WalletTaskButton
          outcome={batch.outcome}
          onClick={() =>
            void batch.run(() => send(RECIPIENTS.map((to) => ({ to, value: AMOUNT_HEX }))))
          }
          testId="demo-batch"
          resultTestId="demo-batch-status"
        >
          Send 2 × 0.001 ETH in one batch
        </WalletTaskButton>
      </div>
      <div className="demo-action">
        <WalletTaskButton
          outcome={tokenBatch.outcome}
          onClick={() => void tokenBatch.run(() => send(TOKEN_CALLS))}
          testId="demo-batch-tokens"
          resultTestId="demo-batch-tokens-status"
        >
          Approve and send 1 PTT in one batch
        </WalletTaskButton>
      </div>
    </>
  )
}
