import {
  type CaipNetwork,
  isAddressForNamespace,
  isEvmAddress,
  isSolanaAddress,
} from '@portico/common'
import { PayError } from './PayError'
import type { PaymentAsset, PaymentOptions } from './PaymentAsset'
import { toPaymentAmount } from './toPaymentAmount'

/** The namespaces Pay can send in: EVM and Solana (the embedded wallet's too). */
const PAY_NAMESPACES = new Set(['eip155', 'solana'])
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/**
 * A payment whose options passed {@link validatePaymentOptions}: the network it is on (one of
 * the project's), and the amount as an exact decimal string.
 * @example
 * const { caipNetwork, amount } = validatePaymentOptions(options, portico.options.networks)
 */
export type ValidPayment = {
  paymentAsset: PaymentAsset
  recipient: string
  amount: string
  caipNetwork: CaipNetwork
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function checkAsset(asset: unknown): asset is PaymentAsset {
  if (!isRecord(asset) || !isRecord(asset.metadata)) return false
  const { network, metadata } = asset
  const decimals = metadata.decimals
  return (
    typeof network === 'string' &&
    CAIP2.test(network) &&
    typeof asset.asset === 'string' &&
    typeof metadata.name === 'string' &&
    typeof metadata.symbol === 'string' &&
    metadata.symbol !== '' &&
    typeof decimals === 'number' &&
    Number.isInteger(decimals) &&
    decimals >= 0 &&
    decimals <= 255
  )
}

/**
 * Check a payment's options before anything shows, as AppKit Pay does, and more: the asset's
 * shape (`INVALID_ASSET`: a CAIP-2 network, `'native'` or a token address of its namespace,
 * metadata with integer decimals), a namespace Pay can send in (`INVALID_CHAIN_NAMESPACE`), a
 * network of the project's `networks` (`INVALID_PAYMENT_CONFIG`), the amount (`INVALID_AMOUNT`:
 * more than 0, at most the asset's decimals) and the recipient (`INVALID_RECIPIENT`: an address
 * of the network's namespace). Throws PayError with the field in `details`.
 * @example
 * validatePaymentOptions({ paymentAsset: baseUSDC, recipient: '0x…', amount: 0 }, networks) // throws INVALID_AMOUNT
 */
export function validatePaymentOptions(
  options: PaymentOptions,
  networks: readonly CaipNetwork[],
): ValidPayment {
  if (!isRecord(options) || !isRecord(options.paymentAsset)) {
    throw new PayError('INVALID_PAYMENT_CONFIG', { details: 'paymentAsset is required' })
  }
  const { paymentAsset } = options
  if (!checkAsset(paymentAsset)) {
    throw new PayError('INVALID_ASSET', {
      details: 'paymentAsset needs network (CAIP-2), asset and metadata { name, symbol, decimals }',
    })
  }
  const [namespace = ''] = paymentAsset.network.split(':')
  if (!PAY_NAMESPACES.has(namespace)) {
    throw new PayError('INVALID_CHAIN_NAMESPACE', {
      details: `Pay takes eip155 and solana networks, not ${namespace}`,
    })
  }
  const token = paymentAsset.asset
  const tokenOk =
    token === 'native' || (namespace === 'eip155' ? isEvmAddress(token) : isSolanaAddress(token))
  if (!tokenOk) {
    throw new PayError('INVALID_ASSET', {
      details: `${token} is neither 'native' nor a token address on ${paymentAsset.network}`,
    })
  }
  const caipNetwork = networks.find((n) => n.caipNetworkId === paymentAsset.network)
  if (!caipNetwork) {
    throw new PayError('INVALID_PAYMENT_CONFIG', {
      details: `${paymentAsset.network} is not one of this project's networks`,
    })
  }
  if (
    token === 'native' &&
    paymentAsset.metadata.decimals !== caipNetwork.nativeCurrency.decimals
  ) {
    throw new PayError('INVALID_ASSET', {
      details: `${caipNetwork.nativeCurrency.symbol} has ${caipNetwork.nativeCurrency.decimals} decimals, not ${paymentAsset.metadata.decimals}`,
    })
  }
  const amount = toPaymentAmount(options.amount, paymentAsset.metadata.decimals)
  if (!isAddressForNamespace(namespace, options.recipient)) {
    throw new PayError('INVALID_RECIPIENT', {
      details: `${String(options.recipient)} is not an address on ${paymentAsset.network}`,
    })
  }
  return { paymentAsset, recipient: options.recipient, amount, caipNetwork }
}
