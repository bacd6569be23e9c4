import { describe, expect, it } from 'vitest'
import { formatTable } from './formatTable'

describe('formatTable', () => {
  it('lines up names, numbers (3 significant digits below 100) and anchors of both shapes', () => {
    const table = formatTable([
      {
        name: 'gateway cached balance',
        unit: 'req/s',
        median: 6123.4,
        p99: 9.87,
        anchor: '> 5,000 req/s',
      },
      { name: 'initial JS', unit: 'KiB', median: 21.456, anchor: { RainbowKit: 276, AppKit: 563 } },
    ])
    expect(table.split('\n')).toEqual([
      'benchmark               median   p99  unit   compared with',
      '----------------------  ------  ----  -----  --------------------------',
      'gateway cached balance   6,123  9.87  req/s  > 5,000 req/s',
      'initial JS                21.5        KiB    RainbowKit 276, AppKit 563',
    ])
  })
})
