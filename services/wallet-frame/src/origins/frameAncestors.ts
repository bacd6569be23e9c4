import { EMBEDDED_ALLOWED_ANCESTORS, isLoopbackOrigin } from '@portico/common'

// scheme://host[:port] where host may start with `*.` and port may be `*`: the only shapes a CSP
// source expression and our origin matcher agree on. Anything else (paths, spaces, `;`, quotes)
// is dropped, so a project's list can never inject CSP directives.
const SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/

const isLoopbackPattern = (pattern: string) => isLoopbackOrigin(pattern.replace(/:\*$/, ''))

/**
 * The origins that may embed the frame of one project: the spec's default allowed ancestors
 * (unless the project turned them off: `defaults: false`) plus the project's allowed origins, as
 * CSP-safe patterns. The defaults' loopback entries (localhost, 127.0.0.1, any port) only with
 * `allowLoopback`, the development setting, which holds even when the other defaults are off; a
 * loopback origin the project lists itself stays.
 * @example
 * frameAncestors(['https://shop.example.com'], { allowLoopback: false })
 * // ['https://*.pages.dev', …, 'https://shop.example.com']
 */
export function frameAncestors(
  projectOrigins: readonly string[],
  options: { allowLoopback: boolean; defaults?: boolean },
): string[] {
  const withDefaults = options.defaults ?? true
  const defaults = EMBEDDED_ALLOWED_ANCESTORS.filter((origin) =>
    isLoopbackPattern(origin) ? options.allowLoopback : withDefaults,
  )
  const all = [...defaults, ...projectOrigins]
    .map((origin) => origin.trim().toLowerCase().replace(/\/+$/, ''))
    .filter((origin) => SOURCE.test(origin))
  return [...new Set(all)]
}
