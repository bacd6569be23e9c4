import type { OnrampClient, OnrampQuote, Portico } from '@portico/core'

/**
 * Opens the provider's checkout for a quote in a new window and moves the modal to the waiting
 * view. The window opens at once (inside the click, so no pop-up blocker stops it) and gets its
 * address when the gateway answers; the deposits already there are noted first, so only a new
 * one counts as this purchase.
 * @example
 * await openCheckout({ client, onramp, quote, address, chainId, providerLabel })
 */
export async function openCheckout(args: {
  client: Portico
  onramp: OnrampClient
  quote: OnrampQuote
  address: string
  chainId: `${string}:${string}`
  providerLabel: string
  popup: Window | null
}): Promise<void> {
  const { client, onramp, quote, address, chainId, popup } = args
  try {
    const deposits = await onramp.getDeposits({ address, chainId, provider: quote.provider })
    const checkoutUrl = await onramp.getCheckoutUrl({
      quote,
      address,
      redirectUrl: window.location.href,
    })
    let checkout = popup
    if (checkout && !checkout.closed) checkout.location.href = checkoutUrl
    else checkout = window.open(checkoutUrl, '_blank')
    client.push({
      view: 'OnRampWaiting',
      purchase: {
        provider: quote.provider,
        providerLabel: args.providerLabel,
        amount: quote.purchaseAmount,
        symbol: quote.purchaseCurrency.symbol,
        chainId,
        address,
        known: deposits.map((deposit) => deposit.id),
        checkoutUrl,
        checkout: checkout ?? undefined,
      },
    })
  } catch (error) {
    popup?.close()
    throw error
  }
}
