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
})
