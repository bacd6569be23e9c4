import type { PaymentAsset } from '@portico/appkit/pay'
import { usePay } from '@portico/appkit/pay/react'
import { useState } from 'react'
import { devnetA } from '../config'

// A custom paymentAsset (AppKit's presets name public networks): ether on the dev stack's devnet.
const devnetETH: PaymentAsset = {
  network: devnetA.caipNetworkId,
  asset: 'native',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

/**
 * AppKit Pay's example shop: `usePay` with success and error callbacks, `open` with a recipient
 * typed in, and the payment's status.
 */
export function AppKitPay() {
  const [recipient, setRecipient] = useState('')
  const { open, isPending, isSuccess, data, error } = usePay({
    onSuccess: (hash) => console.log('Payment successful:', hash),
    onError: (reason) => console.error('Payment error:', reason),
  })

  const handlePay = async (amount: number) => {
    if (!recipient) {
      alert('Please enter a recipient address')
      return
    }
    await open({ paymentAsset: devnetETH, recipient, amount })
  }

  return (
    <section>
      <h2>AppKit Pay</h2>
      <label>
        Recipient address
        <input
          name="recipientAddress"
          placeholder="0x..."
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
        />
      </label>
      <button type="button" onClick={() => handlePay(0.001)}>
        Pay 0.001 ETH
      </button>
      {isPending && <p data-testid="pay-status">Payment pending</p>}
      {isSuccess && <p data-testid="pay-status">Payment successful: {data}</p>}
      {error && <p data-testid="pay-status">Payment error: {error}</p>}
    </section>
  )
}
