import { Redis } from 'ioredis'
import pg from 'pg'
import { testPostgresUrl, testRedisUrl } from './testServiceUrls'

type Env = Record<string, string | undefined>

/**
 * Whether a test server answers `probe`. In CI (`CI=true`) or with `requiredFlag` set to 1 a
 * missing server fails the run; elsewhere a visible message names the tests that do not run,
 * so their absence is never silent.
 */
async function serviceAnswers(params: {
  name: string
  url: string
  what: string
  requiredFlag: string
  env: Env
  probe: () => Promise<void>
}): Promise<boolean> {
  try {
    await params.probe()
    return true
  } catch {
    // Never print a password that may sit in the URL.
    const why = `${params.name} does not answer at ${params.url.replace(/\/\/[^@]*@/, '//')}`
    if (params.env.CI === 'true' || params.env[params.requiredFlag] === '1')
      throw new Error(`${why}: ${params.what}`)
    console.warn(`[tests] ${why}: not running ${params.what}`)
    return false
  }
}

/**
 * Whether the test Redis answers (see {@link testRedisUrl}); a missing server fails CI
 * (`CI=true`, or `PORTICO_TEST_REDIS=1`) and is said out loud elsewhere.
 * @example
 * describe.runIf(await testRedisAnswers('the relay cluster tests'))('cluster', () => { … })
 */
export function testRedisAnswers(what: string, env: Env = process.env): Promise<boolean> {
  const url = testRedisUrl(env)
  return serviceAnswers({
    name: 'Redis',
    url,
    what,
    requiredFlag: 'PORTICO_TEST_REDIS',
    env,
    async probe() {
      const redis = new Redis(url, {
        lazyConnect: true,
        connectTimeout: 2_000,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      })
      try {
        await redis.connect()
        await redis.ping()
      } finally {
        redis.disconnect()
      }
    },
  })
}

/**
 * Whether the test PostgreSQL answers (see {@link testPostgresUrl}); a missing server fails CI
 * (`CI=true`, or `PORTICO_TEST_POSTGRES=1`) and is said out loud elsewhere.
 * @example
 * const ready = await testPostgresAnswers('the cluster test')
 */
export function testPostgresAnswers(what: string, env: Env = process.env): Promise<boolean> {
  const url = testPostgresUrl(env)
  return serviceAnswers({
    name: 'PostgreSQL',
    url,
    what,
    requiredFlag: 'PORTICO_TEST_POSTGRES',
    env,
    async probe() {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 })
      try {
        await client.connect()
        await client.query('select 1')
      } finally {
        await client.end().catch(() => {})
      }
    },
  })
}
