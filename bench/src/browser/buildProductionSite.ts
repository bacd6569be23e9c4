import { type BuiltSite, buildSite } from './buildSite'

/**
 * {@link buildSite} from inside a Vitest test: Vitest sets NODE_ENV=test, which would give
 * React's development build, and the bench measures none; the build runs with NODE_ENV set to
 * production and the test's value is put back after.
 * @example
 * const site = await buildProductionSite({ root: scenarioDir, outDir })
 */
export async function buildProductionSite(
  params: Parameters<typeof buildSite>[0],
): Promise<BuiltSite> {
  const saved = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    return await buildSite(params)
  } finally {
    process.env.NODE_ENV = saved
  }
}
