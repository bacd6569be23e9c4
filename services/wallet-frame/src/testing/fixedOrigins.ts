import type { OriginsSource } from '../origins/createOriginsSource'

/**
 * An origins source that knows exactly the given projects, each allowing only its own origins
 * (no default ancestors), as a gateway would describe them.
 * @example createTestService({ mail, clock, origins: fixedOrigins({ demo: ['https://shop.example'] }) })
 */
export function fixedOrigins(projects: Record<string, readonly string[]>): OriginsSource {
  const lookup: OriginsSource['lookup'] = async (projectId) => {
    const origins = projects[projectId]
    return origins ? { known: true, origins, defaultAncestors: false } : { known: false }
  }
  return { lookup, get: async (projectId) => projects[projectId] ?? [] }
}
