/**
 * The PostgreSQL server the multi-node tests use: `PORTICO_TEST_POSTGRES_URL`, else the
 * machine's own (127.0.0.1:5432, database `test`, trust auth).
 * @example
 * const url = testPostgresUrl()
 */
export function testPostgresUrl(env: Record<string, string | undefined> = process.env): string {
  return env.PORTICO_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
}

/**
 * The Redis server the multi-node tests use: `PORTICO_TEST_REDIS_URL`, else 127.0.0.1:6379.
 * @example
 * const redis = new Redis(testRedisUrl())
 */
export function testRedisUrl(env: Record<string, string | undefined> = process.env): string {
  return env.PORTICO_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
}
