import { testPostgresAnswers } from '@portico/test/services/testServiceAnswers'

/**
 * The database dialects a wallet-frame test runs against.
 * @example const dialect: TestDialect = 'postgres'
 */
export type TestDialect = 'sqlite' | 'postgres'

/**
 * SQLite always, PostgreSQL too when the test server answers (127.0.0.1:5432, database `test`,
 * or `PORTICO_TEST_POSTGRES_URL`). In CI (`CI=true`) or with `PORTICO_TEST_POSTGRES=1` a missing
 * server fails the run; elsewhere a message names what does not run, so it is never silent.
 * @example describe.each(await testDialects())('codes on %s', (dialect) => { … })
 */
export async function testDialects(
  env: Record<string, string | undefined> = process.env,
): Promise<TestDialect[]> {
  return (await testPostgresAnswers("the wallet frame's PostgreSQL variants", env))
    ? ['sqlite', 'postgres']
    : ['sqlite']
}
