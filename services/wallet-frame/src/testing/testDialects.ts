import { testDialects as serviceTestDialects } from '@portico/test/services/testDialects'

export type { TestDialect } from '@portico/test/services/testDialects'

/**
 * SQLite always, PostgreSQL too when the test server answers (`@portico/test`'s testDialects).
 * @example describe.each(await testDialects())('codes on %s', (dialect) => { … })
 */
export function testDialects(
  env: Record<string, string | undefined> = process.env,
): ReturnType<typeof serviceTestDialects> {
  return serviceTestDialects("the wallet frame's PostgreSQL variants", env)
}
