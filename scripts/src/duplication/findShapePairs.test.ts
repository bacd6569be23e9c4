import { describe, expect, it } from 'vitest'
import { findShapePairs } from './findShapePairs'
import { writeFixtureTree } from './testing/writeFixtureTree'

// Seven lines of one rule, and the same rule with every name, string and number changed.
const TOTAL = [
  'export function orderTotal(items: Item[], rate: number): number {',
  '  const subtotal = items.reduce((sum, item) => sum + item.price * item.count, 0)',
  '  const discount = subtotal > 100 ? subtotal * 0.1 : 0',
  '  const taxed = (subtotal - discount) * (1 + rate)',
  "  if (taxed < 0) throw new RangeError('negative total: ' + taxed)",
  "  console.info('order total', { subtotal, discount, taxed })",
  '  return Math.round(taxed * 100) / 100',
  '}',
]
const RENAMED = [
  'export function invoiceSum(lines: Line[], vat: number): number {',
  '  const gross = lines.reduce((acc, line) => acc + line.cost * line.quantity, 0)',
  '  const rebate = gross > 250 ? gross * 0.05 : 0',
  '  const net = (gross - rebate) * (1 + vat)',
  "  if (net < 0) throw new RangeError('negative sum: ' + net)",
  "  console.info('invoice sum', { gross, rebate, net })",
  '  return Math.round(net * 1000) / 1000',
  '}',
]
// A line of a shape of its own (a sum of `terms` names), to put before or after a run.
const unique = (terms: number) => [
  `export const only = ${Array.from({ length: terms }, (_, i) => `term${i}`).join(' + ')}`,
]
const file = (...parts: string[][]) => `${parts.flat().join('\n')}\n`

describe('findShapePairs', () => {
  it('finds a run of identical lines in two files, with its places in original line numbers', () => {
    const root = writeFixtureTree({
      'src/a.ts': file(unique(1), TOTAL),
      'src/b.ts': file(unique(2), unique(3), TOTAL),
    })
    const { pairs, files } = findShapePairs(root)
    expect(files).toBe(2)
    expect(pairs).toHaveLength(1)
    expect(pairs[0]).toMatchObject({
      a: { file: 'src/a.ts', start: 2, end: 8 },
      b: { file: 'src/b.ts', start: 3, end: 9 },
      lines: 7,
      runs: 1,
      identical: true,
      boilerplate: false,
    })
  })

  it('finds a run with other names, strings and numbers as shape only', () => {
    const root = writeFixtureTree({
      'src/order.ts': file(TOTAL),
      'lib/invoice.ts': file(unique(4), RENAMED),
    })
    const { pairs } = findShapePairs(root)
    expect(pairs).toHaveLength(1)
    expect(pairs[0]).toMatchObject({
      a: { file: 'lib/invoice.ts', start: 2, end: 8 },
      b: { file: 'src/order.ts', start: 1, end: 7 },
      identical: false,
      boilerplate: false,
    })
  })

  it('does not pair five shared lines', () => {
    const root = writeFixtureTree({
      'src/a.ts': file(unique(1), TOTAL.slice(1, 6), unique(5)),
      'src/b.ts': file(unique(2), TOTAL.slice(1, 6), unique(6)),
    })
    expect(findShapePairs(root).pairs).toEqual([])
  })

  it('leaves out a run standing in more than eight places, and pairs one in eight', () => {
    const inPlaces = (count: number) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, i) => [`src/copy${i}.ts`, file(unique(i + 20), TOTAL)]),
      )
    expect(findShapePairs(writeFixtureTree(inPlaces(8))).pairs).toHaveLength(28)
    const nine = findShapePairs(writeFixtureTree(inPlaces(9)))
    expect(nine.pairs).toEqual([])
    expect(nine.tooCommon).toBeGreaterThan(0)
  })

  it('passes over blank lines, comments, lone punctuation and imports inside a run', () => {
    const padded = [
      "import { RangeError } from './errors'",
      TOTAL[0]!,
      '',
      '  // the items as bought',
      TOTAL[1]!,
      '  /* a discount above 100 */',
      TOTAL[2]!,
      '  {',
      '  }',
      TOTAL[3]!,
      "  import type { Item } from './Item'",
      TOTAL[4]!,
      '   * a block comment’s line',
      TOTAL[5]!.replace('  ', '\t '),
      TOTAL[6]!,
    ]
    const root = writeFixtureTree({ 'src/a.ts': file(TOTAL), 'src/b.ts': file(padded) })
    const { pairs } = findShapePairs(root)
    expect(pairs).toHaveLength(1)
    expect(pairs[0]).toMatchObject({
      a: { file: 'src/a.ts', start: 1, end: 7 },
      b: { file: 'src/b.ts', start: 2, end: 15 },
      lines: 7,
      identical: true,
    })
  })

  it('reads tracked and untracked source files git does not ignore, not data or ignored ones', () => {
    const root = writeFixtureTree({
      '.gitignore': 'dist/\n',
      'src/a.ts': file(TOTAL),
      'dist/a.js': file(TOTAL),
      'node_modules/x/index.js': file(TOTAL),
      'src/notes.md': file(TOTAL),
      'src/b.tsx': file(RENAMED),
      'src/c.css': file(['.portico-total {', '  display: flex;', '}']),
    })
    const found = findShapePairs(root)
    expect(found.files).toBe(3)
    expect(found.pairs.map((pair) => [pair.a.file, pair.b.file])).toEqual([
      ['src/a.ts', 'src/b.tsx'],
    ])
  })

  it('counts only the pairs below `under`, paths still from the root', () => {
    const root = writeFixtureTree({
      'app/a.ts': file(TOTAL),
      'app/b.ts': file(unique(7), TOTAL),
      'lib/c.ts': file(RENAMED),
    })
    expect(findShapePairs(root).pairs).toHaveLength(3)
    const under = findShapePairs(root, { under: 'app' })
    expect(under.files).toBe(2)
    expect(under.pairs.map((pair) => [pair.a.file, pair.b.file])).toEqual([
      ['app/a.ts', 'app/b.ts'],
    ])
  })

  it('counts the further runs two files share', () => {
    const root = writeFixtureTree({
      'src/a.ts': file(TOTAL, unique(8), RENAMED),
      'src/b.ts': file(RENAMED, unique(9), TOTAL),
    })
    const pairs = findShapePairs(root).pairs
    // Across the files: TOTAL and RENAMED each with both; in each file, TOTAL with RENAMED.
    expect(pairs.map(({ a, b, runs, identical }) => [a.file, b.file, runs, identical])).toEqual([
      ['src/a.ts', 'src/b.ts', 4, true],
      ['src/a.ts', 'src/a.ts', 1, false],
      ['src/b.ts', 'src/b.ts', 1, false],
    ])
  })
})

describe('findShapePairs boilerplate', () => {
  // Six JSX attribute lines: more than 60 % of their tokens are punctuation.
  const attributes = (names: string[]) =>
    names.map(
      (name, i) => `        ${name}={() => on${name}(${name}Ref.current)}${'/'.repeat(i % 2)}>`,
    )

  it('marks a shape-only pair of thin lines as boilerplate', () => {
    const root = writeFixtureTree({
      'ui/a.tsx': file(attributes(['open', 'close', 'focus', 'blur', 'press', 'leave'])),
      'views/b.tsx': file(attributes(['show', 'hide', 'enter', 'exit', 'tap', 'hover'])),
    })
    expect(findShapePairs(root).pairs).toMatchObject([{ identical: false, boilerplate: true }])
  })

  it('marks a shape that recurs in three files of one folder, not in two', () => {
    const renamedAgain = RENAMED.map((line) => line.replaceAll('net', 'owed'))
    const inFolders = (third: string) =>
      findShapePairs(
        writeFixtureTree({
          'src/order.ts': file(TOTAL),
          'src/invoice.ts': file(RENAMED),
          [third]: file(renamedAgain),
        }),
      ).pairs
    expect(inFolders('src/bill.ts').map((pair) => pair.boilerplate)).toEqual([true, true, true])
    expect(inFolders('lib/bill.ts').map((pair) => pair.boilerplate)).toEqual([false, false, false])
  })

  it('never marks an identical pair', () => {
    const root = writeFixtureTree({
      'src/a.tsx': file(attributes(['open', 'close', 'focus', 'blur', 'press', 'leave'])),
      'src/b.tsx': file(attributes(['open', 'close', 'focus', 'blur', 'press', 'leave'])),
    })
    expect(findShapePairs(root).pairs).toMatchObject([{ identical: true, boilerplate: false }])
  })
})
