import { isOriginAllowed } from '@portico/common'
import { projectFrameAncestors } from '../origins/projectFrameAncestors'
import type { AuthDeps } from './AuthDeps'
import type { Site } from './authSchemas'

/**
 * The site a caller says it is on, kept only when its origin is one the named project lets
 * embed its frame (the frame page's own `frame-ancestors` list): a server calling the API can
 * claim any site, and mails must not name one the frame could never have been on. Otherwise
 * undefined, and mails say "a site using your Portico wallet".
 * @example const site = await verifySite(deps, body.site)
 */
export async function verifySite(
  deps: Pick<AuthDeps, 'origins' | 'config'>,
  site: Site | undefined,
): Promise<Site | undefined> {
  if (!site) return undefined
  const allowed = await projectFrameAncestors(deps.origins, site.projectId, {
    allowLoopback: deps.config.allowLoopbackOrigins,
  })
  return allowed && isOriginAllowed(site.origin, allowed) ? site : undefined
}
