import type { OriginsSource } from './createOriginsSource'
import { frameAncestors } from './frameAncestors'

/**
 * The origins that may embed the frame of `projectId`, as the gateway describes the project
 * (its origins, and the spec's defaults unless it turned them off); undefined for a project the
 * gateway does not know. The frame page's `frame-ancestors` and the social login's parent-origin
 * check both use it, so the two never disagree.
 * @example
 * const ancestors = await projectFrameAncestors(origins, 'demo', { allowLoopback: false })
 * if (!ancestors) throw new WalletFrameError('NOT_FOUND')
 */
export async function projectFrameAncestors(
  origins: OriginsSource,
  projectId: string,
  options: { allowLoopback: boolean },
): Promise<string[] | undefined> {
  const framing = await origins.lookup(projectId)
  if (!framing.known) return undefined
  return frameAncestors(framing.origins, {
    allowLoopback: options.allowLoopback,
    defaults: framing.defaultAncestors,
  })
}
