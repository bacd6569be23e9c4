import { describe, expect, it } from 'vitest'
import { planReadmeCheck } from './planReadmeCheck'

const fence = '```'

describe('planReadmeCheck', () => {
  it('runs shell lines (comments dropped, continuations joined) and type-checks ts, tsx and html module scripts', () => {
    const markdown = [
      `${fence}sh`,
      '# in your app',
      'npm install @portico/react \\',
      '  viem   # and viem',
      `${fence}`,
      `${fence}tsx`,
      "import { ConnectButton } from '@portico/react'",
      `${fence}`,
      `${fence}html`,
      '<portico-button></portico-button>',
      '<script type="module">',
      "  import { createPorticoModal } from '@portico/web'",
      '</script>',
      `${fence}`,
    ].join('\n')
    expect(planReadmeCheck('README.md', markdown)).toEqual({
      commands: [{ line: 3, command: 'npm install @portico/react viem' }],
      sources: [
        { line: 7, file: 'block-6.tsx', code: "import { ConnectButton } from '@portico/react'\n" },
        {
          line: 11,
          file: 'block-11.ts',
          code: "\n  import { createPorticoModal } from '@portico/web'\n",
        },
      ],
      notRun: [],
    })
  })

  it('leaves out a block whose note says why it is not run', () => {
    const markdown = `<!-- doctest: not run: starts the dev stack -->\n${fence}sh\nnpm start\n${fence}\n`
    expect(planReadmeCheck('README.md', markdown)).toEqual({
      commands: [],
      sources: [],
      notRun: [{ line: 2, reason: 'starts the dev stack' }],
    })
  })

  it('refuses a note without a reason, a block of unknown language, and JSON that does not parse', () => {
    expect(() =>
      planReadmeCheck('A.md', `<!-- doctest: not run: -->\n${fence}sh\nnpm start\n${fence}\n`),
    ).toThrow('A.md:2: a doctest note is "not run: <why>"')
    expect(() => planReadmeCheck('A.md', `${fence}\nnpm start\n${fence}\n`)).toThrow(
      'A.md:1: block 1 has no language',
    )
    expect(() => planReadmeCheck('A.md', `${fence}python\nprint(1)\n${fence}\n`)).toThrow(
      'language "python"',
    )
    expect(() => planReadmeCheck('A.md', `${fence}json\n{ "port": 8787, }\n${fence}\n`)).toThrow(
      'A.md:1: the JSON does not parse',
    )
  })
})
