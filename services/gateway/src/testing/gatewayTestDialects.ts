import { type TestDialect, testDialects } from '@portico/test/services/testDialects'

/**
 * The database dialects a gateway test file runs against.
 * @example const dialect: GatewayTestDialect = 'postgres'
 */
export type GatewayTestDialect = TestDialect

/**
 * SQLite always, PostgreSQL too when its server answers ({@link testDialects}).
 * @example
 * describe.each(await gatewayTestDialects())('history on %s', (dialect) => { … })
 */
export function gatewayTestDialects(
  env: Record<string, string | undefined> = process.env,
): Promise<GatewayTestDialect[]> {
  return testDialects("the gateway's Postgres variants", env)
}
