import type { PorticoInternals } from '../client/PorticoInternals'
import { paymasterServiceUrl } from './paymasterServiceUrl'
import { readSponsoredNetworks } from './readSponsoredNetworks'

type Capabilities = Record<string, unknown>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// The project's sponsored chains, or none when the gateway cannot say (logged): a request is
// never held back for want of a sponsor.
async function sponsored(internals: PorticoInternals): Promise<readonly number[]> {
  if (!internals.options.projectId) return []
  return readSponsoredNetworks(internals).catch((error: unknown) => {
    internals.options.logger.warn('Portico: sponsored networks unavailable', error)
    return []
  })
}

/**
 * The params of a `wallet_sendCalls` for an external EIP-5792 wallet, with ERC-7677's
 * `paymasterService` capability pointing at the project's gateway when the project pays on the
 * batch's chain (its `chainId`, else `activeChainId`): `{ url, optional: true }`, so a wallet
 * without paymaster support sends the batch at its own cost. A capability the page set itself
 * is left as it is; anything else leaves the params unchanged.
 * @example
 * const params = await withPaymasterService(internals, [{ calls }], 31337)
 */
export async function withPaymasterService(
  internals: PorticoInternals,
  params: unknown,
  activeChainId: number | undefined,
): Promise<unknown> {
  if (!Array.isArray(params) || !isRecord(params[0])) return params
  const [request, ...rest] = params as [Record<string, unknown>, ...unknown[]]
  const capabilities: Capabilities = isRecord(request.capabilities) ? request.capabilities : {}
  if (capabilities.paymasterService !== undefined) return params
  const chainId =
    typeof request.chainId === 'string' && /^0x[0-9a-fA-F]+$/.test(request.chainId)
      ? Number.parseInt(request.chainId, 16)
      : activeChainId
  if (chainId === undefined || !(await sponsored(internals)).includes(chainId)) return params
  const paymasterService = { url: paymasterServiceUrl(internals.options, chainId), optional: true }
  return [{ ...request, capabilities: { ...capabilities, paymasterService } }, ...rest]
}

/**
 * A wallet's `wallet_getCapabilities` answer as the kit reports it: on each chain where the
 * project pays its visitors' fees, `paymasterService.supported` is true when the wallet uses the
 * site's paymaster there — the embedded wallet always does; an external wallet when it says it
 * supports ERC-7677 (the kit then hands it the gateway's URL) — and `sponsored: true` marks the
 * chain. Other chains, and wallets without paymaster support, are reported as they answered.
 * @example
 * const reported = await reportPaymasterService(internals, answer, { embedded: true })
 */
export async function reportPaymasterService(
  internals: PorticoInternals,
  answer: unknown,
  { embedded }: { embedded: boolean },
): Promise<unknown> {
  if (!isRecord(answer)) return answer
  const chains = await sponsored(internals)
  if (chains.length === 0) return answer
  const reported: Capabilities = { ...answer }
  for (const [chainHex, capabilities] of Object.entries(answer)) {
    if (!/^0x[0-9a-fA-F]+$/.test(chainHex) || !chains.includes(Number.parseInt(chainHex, 16)))
      continue
    const own = isRecord(capabilities) ? capabilities : {}
    const service = isRecord(own.paymasterService) ? own.paymasterService : {}
    if (!embedded && service.supported !== true) continue
    reported[chainHex] = {
      ...own,
      paymasterService: { ...service, supported: true, sponsored: true },
    }
  }
  return reported
}
