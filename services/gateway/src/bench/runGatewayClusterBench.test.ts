import { testRedisAnswers } from '@portico/test/services/testServiceAnswers'
import { describe, expect, it } from 'vitest'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'
import { runGatewayClusterBench } from './runGatewayClusterBench'

const ready =
  (await gatewayTestDialects()).includes('postgres') &&
  (await testRedisAnswers('the gateway cluster bench test'))

describe.runIf(ready)('runGatewayClusterBench', () => {
  it('measures cached balances on two nodes sharing Postgres and Redis', async () => {
    const results = await runGatewayClusterBench({
      nodeCounts: [2],
      requests: 400,
      rounds: 1,
      connections: 4,
    })
    expect(results.map((r) => r.unit)).toEqual(['req/s', 'ms'])
    expect(results[0]?.name).toContain('2 nodes on PostgreSQL + Redis')
    expect(results[0]?.median).toBeGreaterThan(0)
    expect(results[1]?.p99).toBeGreaterThanOrEqual(results[1]?.median ?? 0)
  }, 120_000)
})
