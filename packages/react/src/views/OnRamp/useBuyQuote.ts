import type { OnrampNetwork, OnrampPaymentCurrency, OnrampPurchaseCurrency } from '@portico/common'
import type { OnrampClient, OnrampProviderOption, OnrampQuote } from '@portico/core'
import { useEffect, useState } from 'react'

/** Typing pauses this long before a quote is asked for. */
const QUOTE_DELAY_MS = 350
/** How long after a failed quote call it is asked again. */
export const QUOTE_RETRY_MS = 5_000

/**
 * The quote of the Buy form's choices, asked once the amount is valid and the visitor paused;
 * undefined while there is none. A failed call gives spec §8's mocked quote (core), `mocked`:
 * an estimate the view labels and cannot check out with, asked again every
 * {@link QUOTE_RETRY_MS} until a real quote replaces it (or the choices change).
 * @example
 * const { quote, quoting } = useBuyQuote(onramp, { provider, purchaseCurrency, paymentCurrency, network, amount, paymentMethod, valid })
 */
export function useBuyQuote(
  onramp: OnrampClient | undefined,
  params: {
    provider: OnrampProviderOption | undefined
    purchaseCurrency: OnrampPurchaseCurrency | undefined
    paymentCurrency: OnrampPaymentCurrency | undefined
    network: OnrampNetwork | undefined
    amount: string
    paymentMethod: string
    valid: boolean
  },
): { quote: OnrampQuote | undefined; quoting: boolean } {
  const [quote, setQuote] = useState<OnrampQuote>()
  const [quoting, setQuoting] = useState(false)
  const { provider, purchaseCurrency, paymentCurrency, network, amount, paymentMethod, valid } =
    params
  useEffect(() => {
    setQuote(undefined)
    if (!onramp || !provider || !purchaseCurrency || !paymentCurrency || !network || !valid) {
      setQuoting(false)
      return
    }
    let current = true
    setQuoting(true)
    const ask = () => {
      void onramp
        .getQuote({ provider, purchaseCurrency, paymentCurrency, network, amount, paymentMethod })
        .then((answer) => {
          if (!current) return
          setQuote(answer)
          if (answer.mocked) timer = setTimeout(ask, QUOTE_RETRY_MS)
          else setQuoting(false)
        })
    }
    let timer = setTimeout(ask, QUOTE_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [onramp, provider, purchaseCurrency, paymentCurrency, network, amount, paymentMethod, valid])
  return { quote, quoting }
}
