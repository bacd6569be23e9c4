import { parseChainId } from '../src/shared/parseChainId'
import type { ApprovalDescription, DescribeContext } from './ApprovalDescription'
import { approvalWarnings } from './approvalWarnings'
import { describePermit } from './describePermit'

/**
 * The approval view of EIP-712 typed data: the network, the app and type it names, a decoded
 * permit where it is one (describePermit), the whole data as indented JSON, and a warning when
 * the domain's chain is not the frame's current chain.
 * @example const d = await describeTypedData(typedData, { chain, chains, read }, Date.now())
 */
export async function describeTypedData(
  typedData: unknown,
  context: DescribeContext,
  now: number,
): Promise<ApprovalDescription> {
  const { chain } = context
  const data = (typeof typedData === 'object' && typedData !== null ? typedData : {}) as {
    primaryType?: unknown
    domain?: Record<string, unknown>
    message?: unknown
  }
  const domain = typeof data.domain === 'object' && data.domain !== null ? data.domain : undefined
  // A permit's own rows come first: what it gives away is what the visitor must see unscrolled.
  const rows: { label: string; value: string }[] = []
  const shared = [{ label: 'Network', value: `${chain.name} (${chain.chainId})` }]
  if (typeof domain?.name === 'string') shared.push({ label: 'App', value: domain.name })
  if (typeof data.primaryType === 'string') shared.push({ label: 'Type', value: data.primaryType })
  const warnings: string[] = []
  const domainChain = domain?.chainId
  if (domainChain !== undefined) {
    const id =
      typeof domainChain === 'number' || typeof domainChain === 'string'
        ? parseChainId(domainChain)
        : undefined
    if (id !== chain.chainId) {
      const known = context.chains?.find((c) => c.chainId === id)
      const requested = known
        ? `${known.name} (${id})`
        : id === undefined
          ? `an unreadable chain (${JSON.stringify(domainChain)})`
          : `chain ${id}`
      warnings.push(approvalWarnings.chainMismatch(requested, `${chain.name} (${chain.chainId})`))
    }
  }
  if (typeof data.primaryType === 'string') {
    const permit = await describePermit(
      { primaryType: data.primaryType, ...(domain && { domain }), message: data.message },
      context.read,
      now,
      context.names,
    )
    if (permit) {
      rows.push(...permit.rows)
      warnings.push(...permit.warnings)
    }
  }
  rows.push(...shared)
  return {
    title: 'Sign typed data',
    rows,
    text: JSON.stringify(typedData, null, 2),
    ...(warnings.length > 0 && { warnings }),
  }
}
