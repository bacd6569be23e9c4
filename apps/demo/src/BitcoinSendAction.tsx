import { decodeBitcoinAddress, formatUnits, litecoinRegtestParams } from '@portico/common'
import { useAccount, usePorticoClient } from '@portico/react'
import { useEffect, useState } from 'react'
import { describeError } from './describeError'
import { useWalletTask } from './useWalletTask'
import { WalletTaskButton } from './WalletTaskButton'

/** 0.001 BTC, in satoshis. */
const AMOUNT_SATS = 100_000n

/**
 * Sends 0.001 BTC from the connected Bitcoin account to the address typed in, once it is an
 * address of the regtest chain (`rltc…`, or its base58 forms), with the fee the kit estimates
 * shown before sending. The balance in the header follows when the transfer is mined.
 * @example
 * {namespace === 'bip122' && <BitcoinSendAction />}
 */
export function BitcoinSendAction() {
  const client = usePorticoClient()
  const { address } = useAccount({ namespace: 'bip122' })
  const [receiver, setReceiver] = useState('')
  const [fee, setFee] = useState<string>()
  const sending = useWalletTask()
  const to = receiver.trim()
  const valid = decodeBitcoinAddress(to, litecoinRegtestParams) !== undefined

  useEffect(() => {
    setFee(undefined)
    const caipNetwork = client.stores.chain.getState().networks.bip122?.caipNetwork
    const adapter = client.getAdapter('bip122')
    if (!valid || !address || !caipNetwork || !adapter) return
    let current = true
    adapter
      .estimateFee({ caipNetwork, from: address, to, value: AMOUNT_SATS })
      .then(({ fee: sats }) => {
        if (current) setFee(`${formatUnits(sats, 8)} BTC`)
      })
      .catch((error: unknown) => {
        if (current) setFee(describeError(error))
      })
    return () => {
      current = false
    }
  }, [client, address, to, valid])

  const send = () =>
    sending.run(() => client.sendTransaction({ namespace: 'bip122', to, value: AMOUNT_SATS }))

  return (
    <div className="demo-action">
      <label className="demo-field">
        <span>Send 0.001 BTC to</span>
        <input
          value={receiver}
          onChange={(event) => setReceiver(event.target.value)}
          placeholder="rltc1q…"
          spellCheck={false}
          aria-invalid={to !== '' && !valid}
          data-testid="demo-btc-receiver"
        />
      </label>
      {to !== '' && !valid && (
        <output className="demo-result" data-kind="error">
          Not an address of the Bitcoin regtest chain
        </output>
      )}
      {valid && (
        <output className="demo-result" data-testid="demo-btc-fee">
          Network fee: {fee ?? 'estimating…'}
        </output>
      )}
      <WalletTaskButton
        outcome={sending.outcome}
        disabled={!address || !valid}
        onClick={() => void send()}
        testId="demo-btc-send"
        resultTestId="demo-btc-txid"
      >
        Send 0.001 BTC
      </WalletTaskButton>
    </div>
  )
}
