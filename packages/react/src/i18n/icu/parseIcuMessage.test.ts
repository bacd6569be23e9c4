import { describe, expect, it } from 'vitest'
import { IcuSyntaxError } from './IcuSyntaxError'
import { type IcuNode, parseIcuMessage } from './parseIcuMessage'

function branchesOf(node: IcuNode | undefined): ReadonlyMap<string, IcuNode[]> {
  if (node?.kind !== 'plural' && node?.kind !== 'select') throw new Error('not a plural or select')
  return node.branches
}

describe('parseIcuMessage', () => {
  it('reads text, placeholders, numbers, plurals, selects and tags', () => {
    expect(parseIcuMessage('Hi {name}')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'argument', name: 'name' },
    ])
    expect(parseIcuMessage('{ n , number , percent }')).toEqual([
      { kind: 'number', name: 'n', style: 'percent' },
    ])
    const [plural] = parseIcuMessage('{count, plural, =0 {none} one {# wallet} other {# wallets}}')
    expect(plural).toMatchObject({ kind: 'plural', name: 'count' })
    expect([...branchesOf(plural).keys()]).toEqual(['=0', 'one', 'other'])
    expect(parseIcuMessage('<terms>Terms</terms>')).toEqual([
      { kind: 'tag', name: 'terms', children: [{ kind: 'text', text: 'Terms' }] },
    ])
  })

  it("quotes the ICU way: '' is an apostrophe, one before a brace, bracket or plural # quotes", () => {
    const text = (source: string) => parseIcuMessage(source)
    expect(text("Don't stop")).toEqual([{ kind: 'text', text: "Don't stop" }])
    expect(text("It''s")).toEqual([{ kind: 'text', text: "It's" }])
    expect(text("'{name}' stays")).toEqual([{ kind: 'text', text: '{name} stays' }])
    expect(text("a '<b>' c")).toEqual([{ kind: 'text', text: 'a <b> c' }])
    expect(text('a < b')).toEqual([{ kind: 'text', text: 'a < b' }])
    const [plural] = text("{n, plural, other {'#' is #}}")
    expect(branchesOf(plural).get('other')).toEqual([
      { kind: 'text', text: '# is ' },
      { kind: 'pound' },
    ])
  })

  it.each([
    ['{count', 'expected } or ,'],
    ['Hello }', 'unmatched }'],
    ['{count, plural, one {#}}', 'missing the other branch'],
    ['{when, date, short}', 'unsupported argument type date'],
    ['{n, plural, offset:1 other {#}}', 'unsupported offset:'],
    ['{n, number, currency}', 'unsupported number style currency'],
    ['<b>bold</i>', 'expected </b>'],
    ['<b>bold', 'expected <'],
    ['text</b>', 'unmatched closing tag'],
    ['{n, plural, one {a} one {b} other {c}}', 'repeated branch one'],
  ])('refuses %s (%s)', (source, problem) => {
    expect(() => parseIcuMessage(source)).toThrow(IcuSyntaxError)
    expect(() => parseIcuMessage(source)).toThrow(problem)
  })
})
