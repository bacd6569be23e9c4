import { testPostgresAnswers } from './testServiceAnswers'

/**
 * The database dialects a service's test file runs against.
 * @example const dialect: TestDialect = 'postgres'
 */
export type TestDialect = 'sqlite' | 'postgres'

/**
 * SQLite always, PostgreSQL too when the test server answers (127.0.0.1:5432, database `test`,
 * or `PORTICO_TEST_POSTGRES_URL`). In CI (`CI=true`) or with `PORTICO_TEST_POSTGRES=1` a missing
 * server fails the run; elsewhere a message names `variants` as what does not run, so their
 * absence is never silent.
 * @example
 * describe.each(await testDialects("the relay's PostgreSQL variants"))('on %s', (dialect) => { … })
 */
export async function testDialects(
  variants: string,
  env: Record<string, string | undefined> = process.env,
): Promise<TestDialect[]> {
  return (await testPostgresAnswers(variants, env)) ? ['sqlite', 'postgres'] : ['sqlite']
}
