import { describe, expect, it } from 'vitest'
import { budgetVerdicts } from './budgetVerdicts'

describe('budgetVerdicts', () => {
  it('says which budgets are met and by how much the others are missed', () => {
    expect(
      budgetVerdicts([
        { name: 'size', unit: 'KiB gzip', median: 23.14, anchor: { budget: 25 } },
        { name: 'delay', unit: 'ms', median: 41.25, anchor: { budget: 30, note: 'vs baseline' } },
        { name: 'exact', unit: 'ms', median: 25, anchor: { budget: 25 } },
      ]),
    ).toEqual([
      'met   size: 23.1 KiB gzip (budget 25)',
      'OVER  delay: 41.3 ms (budget 30), 11.3 too much',
      'met   exact: 25 ms (budget 25)',
    ])
  })

  it('leaves out results without a numeric budget', () => {
    expect(
      budgetVerdicts([
        { name: 'a', unit: 'ms', median: 1, anchor: '< 40' },
        { name: 'b', unit: 'ms', median: 1, anchor: { target: '< 40' } },
      ]),
    ).toEqual([])
  })

  it('checks rates against a minimum and tails against a p99 budget', () => {
    expect(
      budgetVerdicts([
        { name: 'history', unit: 'req/s', median: 6_200, anchor: { minimum: 5_000 } },
        { name: 'history latency', unit: 'ms', median: 2, p99: 12.5, anchor: { p99Budget: 10 } },
        { name: 'indexer', unit: 'blocks/s', median: 1_500, anchor: { minimum: 2_000 } },
        { name: 'latency', unit: 'ms', median: 1, p99: 4, anchor: { p99Budget: 5 } },
        { name: 'unmeasured', unit: 'ms', median: 1, anchor: { p99Budget: 5 } },
      ]),
    ).toEqual([
      'met   history: 6,200 req/s (at least 5,000)',
      'OVER  history latency p99: 12.5 ms (budget 10), 2.5 too much',
      'UNDER indexer: 1,500 blocks/s (at least 2,000), 500 short',
      'met   latency p99: 4 ms (budget 5)',
      'OVER  unmeasured p99: not measured (budget 5)',
    ])
  })
})
