import { describe, expect, it } from 'vitest'
import { readCodeBlocks } from './readCodeBlocks'

describe('readCodeBlocks', () => {
  it('reads each fenced block with its language, first line and the doc-test note above it', () => {
    const markdown = [
      '# Title',
      '',
      '<!-- doctest: not run: starts a server -->',
      '',
      '```sh',
      'npm start',
      '```',
      'text',
      '````tsx',
      "import { x } from 'y'",
      '```',
      'still inside',
      '````',
    ].join('\n')
    expect(readCodeBlocks(markdown)).toEqual([
      { lang: 'sh', code: 'npm start\n', line: 5, note: 'not run: starts a server' },
      {
        lang: 'tsx',
        code: "import { x } from 'y'\n```\nstill inside\n",
        line: 9,
        note: undefined,
      },
    ])
  })

  it('takes a note only from the line right above the fence (blank lines apart)', () => {
    const markdown = '<!-- doctest: not run: x -->\nA paragraph.\n```ts\nconst a = 1\n```\n'
    expect(readCodeBlocks(markdown)[0]?.note).toBeUndefined()
  })

  it('refuses a block that is never closed', () => {
    expect(() => readCodeBlocks('```sh\nnpm test\n')).toThrow('line 1 is never closed')
  })
})
