import { randomBytes } from 'node:crypto'
import { formatUnits, isAddressForNamespace, parsePaymentUnits } from '@portico/common'
import type { CreatePaymentRequest } from '@portico/common/schemas/api'
import { z } from 'zod'
import { GatewayError } from '../errors/GatewayError'
import type { PaymentTable } from './PayDatabase'
import type { PayNetwork } from './PayNetwork'
import { resolvePaymentAsset } from './resolvePaymentAsset'

const headSchema = z.union([z.number().int().nonnegative(), z.string().regex(/^0x[0-9a-fA-F]+$/)])

/**
 * A new payment's row, checked against the chain: a network the gateway serves, a recipient
 * address of its namespace, an asset that is native or a token the chain knows (its decimals
 * read there), an amount above zero with at most the asset's decimals; `start_block` is the
 * chain's head now. An EVM payment gets its random `reference` (16 bytes, hex), which a wallet's
 * transaction must carry to count for it (see {@link evmReference}). Throws the matching 400
 * error otherwise.
 * @example
 * const row = await createPayment({ body, networks, projectId: 'demo', now: clock.now() })
 */
export async function createPayment(args: {
  body: CreatePaymentRequest
  networks: ReadonlyMap<string, PayNetwork>
  projectId: string
  now: number
}): Promise<PaymentTable> {
  const { body, now } = args
  const network = args.networks.get(body.network)
  if (!network) {
    throw new GatewayError('PAY_NETWORK_NOT_SUPPORTED', {
      message: `Payments on ${body.network} are not taken here`,
    })
  }
  if (!isAddressForNamespace(network.namespace, body.recipient)) {
    throw new GatewayError('INVALID_RECIPIENT', {
      message: `Invalid recipient address: ${body.recipient} is not an address on ${body.network}`,
    })
  }
  if (parsePaymentUnits(body.amount, 255) === undefined) {
    throw new GatewayError('INVALID_AMOUNT', {
      message: 'Invalid payment amount: expected an amount above 0',
    })
  }
  const { asset, decimals } = await resolvePaymentAsset(network, body.asset)
  const units = parsePaymentUnits(body.amount, decimals)
  if (units === undefined) {
    throw new GatewayError('INVALID_AMOUNT', {
      message: `Invalid payment amount: this asset has ${decimals} decimals; ${body.amount} has more`,
    })
  }
  const head = headSchema.parse(
    await network.request(
      network.namespace === 'eip155' ? 'eth_blockNumber' : 'getSlot',
      network.namespace === 'eip155' ? [] : [{ commitment: 'confirmed' }],
    ),
  )
  const reference = network.namespace === 'eip155' ? await evmReference(network, body, asset) : null
  return {
    id: `pay_${randomBytes(16).toString('base64url')}`,
    project_id: args.projectId,
    network: body.network,
    asset,
    amount: formatUnits(units, decimals),
    units: units.toString(),
    decimals,
    recipient: network.namespace === 'eip155' ? body.recipient.toLowerCase() : body.recipient,
    status: 'PENDING',
    method: null,
    exchange_id: null,
    session_id: null,
    tx_hash: null,
    paid_from: null,
    failure_reason: null,
    reference,
    // A Solana node's slot may be the one still filling (the local chain's is): a transaction
    // sent from now on can land in it.
    start_block: network.namespace === 'solana' ? Number(head) - 1 : Number(head),
    created_at: now,
    updated_at: now,
    checked_at: now,
  }
}

/**
 * The reference of a new EVM payment: 16 random bytes (not derived from the id, so seeing them in
 * a transaction names no payment). None for a native payment to an address with code: the bytes
 * ride as the send's data, which a contract's `receive` refuses (and a fallback may act on), so
 * such a payment stays unbound (the README's Pay section lists
 * the unbound kinds).
 */
async function evmReference(
  network: PayNetwork,
  body: CreatePaymentRequest,
  asset: string,
): Promise<string | null> {
  if (asset === 'native') {
    const code = await network.request('eth_getCode', [body.recipient, 'latest'])
    if (typeof code !== 'string' || code !== '0x') return null
  }
  return `0x${randomBytes(16).toString('hex')}`
}
