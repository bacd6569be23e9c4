import { testPostgresAnswers } from '@portico/test/services/testServiceAnswers'

/**
 * The database dialects a gateway test file runs against.
 * @example const dialect: GatewayTestDialect = 'postgres'
 */
export type GatewayTestDialect = 'sqlite' | 'postgres'

/**
 * SQLite always, PostgreSQL too when its server answers. In CI (`CI=true`) or with
 * `PORTICO_TEST_POSTGRES=1` a missing server fails the run instead; elsewhere it prints why the
 * Postgres variants do not run, so their absence is never silent.
 * @example
 * describe.each(await gatewayTestDialects())('history on %s', (dialect) => { … })
 */
export async function gatewayTestDialects(
  env: Record<string, string | undefined> = process.env,
): Promise<GatewayTestDialect[]> {
  return (await testPostgresAnswers("the gateway's Postgres variants", env))
    ? ['sqlite', 'postgres']
    : ['sqlite']
}
