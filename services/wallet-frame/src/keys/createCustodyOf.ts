import type { Context } from 'hono'
import type { AppEnv } from '../http/AppEnv'
import { PROJECT_HEADER } from '../shared/projectHeader'

/** Who can rebuild a visitor's key, for one request: `self` or `operator`. */
export type Custody = 'self' | 'operator'

/**
 * The custody of the project a request's frame page names (`portico-project`), from config
 * `projectCustody`, else the service's `custody`. Any caller can name any project, so a mode is
 * never a grant: operator custody only ever releases KMS-sealed shares, which an account holds
 * only when its key was made under operator custody (or before self-custody was the default),
 * and a protected account needs its password or passkey under either.
 * @example const custodyOf = createCustodyOf(config); custodyOf(c) // 'self'
 */
export function createCustodyOf(config: {
  custody: Custody
  projectCustody: Readonly<Record<string, Custody>>
}): (c: Context<AppEnv>) => Custody {
  return (c) => {
    const project = c.req.header(PROJECT_HEADER)
    // Own keys only: a project named `constructor` or `__proto__` is a project like any other.
    if (project === undefined || !Object.hasOwn(config.projectCustody, project)) {
      return config.custody
    }
    return config.projectCustody[project] ?? config.custody
  }
}

/** A request's custody, made by {@link createCustodyOf}. @example deps.custodyOf(c) === 'self' */
export type CustodyOf = ReturnType<typeof createCustodyOf>
