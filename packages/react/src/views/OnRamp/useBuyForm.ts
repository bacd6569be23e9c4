import type { CaipNetworkId } from '@portico/common'
import type { OnrampClient, OnrampOptions } from '@portico/core'
import { useState } from 'react'
import type { MessageKey } from '../../i18n/messages/en'
import { useT } from '../../i18n/useT'
import { validateBuyAmount } from './validateBuyAmount'

const METHOD_LABELS: Record<string, MessageKey> = {
  card: 'onramp.method.card',
  ach_bank_account: 'onramp.method.ach',
}

/**
 * The Buy form's choices for one provider: the coin (among those it delivers), the network
 * (the active chain's when offered, else ethereum, else the first), the fiat, the payment
 * method and the amount with its limits. A choice the options no longer offer falls back to
 * the first that is.
 * @example
 * const form = useBuyForm(onramp, options, 'sandbox', 'eip155:31337')
 */
export function useBuyForm(
  onramp: OnrampClient | undefined,
  options: OnrampOptions | undefined,
  providerName: string,
  active: CaipNetworkId | undefined,
) {
  const { t } = useT()
  const [picked, setPicked] = useState<{
    currency?: string | undefined
    network?: string | undefined
    fiat?: string | undefined
    method?: string | undefined
  }>({})
  const [amount, setAmount] = useState('')
  const provider = options?.providers.find((p) => p.name === providerName)
  const currencies =
    options && provider && onramp
      ? options.purchaseCurrencies.filter(
          (c) => onramp.networksFor(options, provider, c).length > 0,
        )
      : []
  const currency = currencies.find((c) => c.id === picked.currency) ?? currencies[0]
  const networks =
    options && provider && currency && onramp ? onramp.networksFor(options, provider, currency) : []
  const network =
    networks.find((n) => n.name === picked.network) ?? onramp?.defaultNetwork(networks, active)
  const fiats = options?.paymentCurrencies ?? []
  const fiat = fiats.find((f) => f.id === picked.fiat) ?? fiats[0]
  const methods = fiat?.payment_method_limits ?? []
  const method = methods.find((m) => m.id === picked.method) ?? methods[0]
  const error = amount === '' ? undefined : validateBuyAmount(amount, fiat, method?.id ?? '', t)
  return {
    provider,
    currencies,
    currency,
    networks,
    network,
    fiats,
    fiat,
    methods: methods.map((m) => {
      const key = METHOD_LABELS[m.id]
      return { ...m, label: key ? t(key) : m.id }
    }),
    method,
    amount,
    setAmount: (value: string) => setAmount(value.replace(',', '.')),
    error,
    valid: amount !== '' && !error,
    pick: (choice: Partial<typeof picked>) => setPicked((before) => ({ ...before, ...choice })),
  }
}
