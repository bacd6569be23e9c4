import { isAddressForNamespace } from '@portico/common'
import { z } from 'zod'
import type { ExchangeAsset } from '../assets/ExchangeAsset'
import { findExchangeAsset } from '../assets/findExchangeAsset'
import { ExchangeApiError } from './ExchangeApiError'

const bodySchema = z.strictObject({
  network: z.string().min(1).max(80),
  asset: z.string().min(1).max(80),
  amount: z.string().min(1).max(64),
  recipient: z.string().min(1).max(80),
  /** The site's (gateway's) own id of the payment, echoed back. */
  reference: z.string().regex(/^[\x21-\x7e]{1,128}$/, 'Expected 1-128 printable characters'),
  returnUrl: z.string().max(2048).optional(),
})

/**
 * A session request checked: its asset is one the exchange pays out.
 * @example const request: SessionRequest = parseSessionRequest(body, { assets, returnOrigins })
 */
export type SessionRequest = {
  asset: ExchangeAsset
  amount: string
  recipient: string
  reference: string
  returnUrl: string | undefined
}

/**
 * Checks `POST /v1/sessions`'s body and throws the first problem as an {@link ExchangeApiError}:
 * a network or asset the exchange does not pay out, an amount that is not a positive decimal
 * with at most the asset's decimals, a recipient that is no address of the network, a return
 * URL that is not http(s) on an allowed origin.
 * @example
 * parseSessionRequest({ network: 'eip155:31337', asset: 'native', amount: '0.01', recipient, reference: 'pay_1' }, { assets, returnOrigins: new Set() })
 */
export function parseSessionRequest(
  body: unknown,
  options: { assets: readonly ExchangeAsset[]; returnOrigins: ReadonlySet<string> },
): SessionRequest {
  const parsed = bodySchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
    throw new ExchangeApiError('INVALID_REQUEST', `${where}${issue?.message ?? 'Invalid body'}`)
  }
  const { network, amount, recipient, reference, returnUrl } = parsed.data
  if (!options.assets.some((a) => a.network === network)) {
    throw new ExchangeApiError('UNSUPPORTED_NETWORK', `The exchange does not pay out on ${network}`)
  }
  const asset = findExchangeAsset(options.assets, network, parsed.data.asset)
  if (!asset) {
    throw new ExchangeApiError(
      'INVALID_ASSET',
      `The exchange does not pay out ${parsed.data.asset} on ${network}`,
    )
  }
  const decimal = /^(\d{1,30})(?:\.(\d+))?$/.exec(amount)
  if (!decimal || /^0*(\.0*)?$/.test(amount)) {
    throw new ExchangeApiError(
      'INVALID_AMOUNT',
      `amount must be a positive decimal, got '${amount}'`,
    )
  }
  if ((decimal[2] ?? '').length > asset.decimals) {
    throw new ExchangeApiError(
      'INVALID_AMOUNT',
      `${asset.symbol} has ${asset.decimals} decimals; ${amount} has more`,
    )
  }
  const evmShape = asset.namespace !== 'eip155' || recipient.startsWith('0x')
  if (!evmShape || !isAddressForNamespace(asset.namespace, recipient)) {
    throw new ExchangeApiError(
      'INVALID_RECIPIENT',
      `${recipient} is not an address on ${asset.networkName} (${asset.namespace})`,
    )
  }
  if (returnUrl !== undefined) checkReturnUrl(returnUrl, options.returnOrigins)
  return { asset, amount, recipient, reference, returnUrl }
}

function checkReturnUrl(returnUrl: string, origins: ReadonlySet<string>) {
  const url = URL.canParse(returnUrl) ? new URL(returnUrl) : undefined
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ExchangeApiError('INVALID_RETURN_URL', 'returnUrl must be an http(s) URL')
  }
  if (!origins.has(url.origin)) {
    throw new ExchangeApiError(
      'INVALID_RETURN_URL',
      `returnUrl leads to ${url.origin}, which is not an allowed return origin`,
    )
  }
}
