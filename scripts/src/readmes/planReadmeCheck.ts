import { type CodeBlock, readCodeBlocks } from './readCodeBlocks'

/**
 * What checking one Markdown file means: the shell commands to run, in order, in a scratch
 * folder; the TypeScript sources to type-check there afterwards (ts/tsx blocks, and the module
 * scripts of html blocks); and the blocks a note says are not run, with why.
 * @example
 * const plan: ReadmeCheckPlan = { commands: [{ line: 12, command: 'npm install @portico/react' }], sources: [], notRun: [] }
 */
export type ReadmeCheckPlan = {
  commands: { line: number; command: string }[]
  sources: { line: number; file: string; code: string }[]
  notRun: { line: number; reason: string }[]
}

const SHELL = new Set(['sh', 'bash', 'shell'])
const TYPESCRIPT = new Set(['ts', 'tsx', 'typescript'])
/** Text that is shown, not run: output, shapes, config files (parsed when they are JSON). */
const SHOWN = new Set(['text', 'console', 'json', 'jsonc', 'yaml', 'yml', 'diff', 'ini', 'env'])

/** Shell lines of a block: comments and blank lines dropped, `\` continuations joined. */
function shellCommands(block: CodeBlock): { line: number; command: string }[] {
  const commands: { line: number; command: string }[] = []
  let pending: { line: number; command: string } | undefined
  block.code.split('\n').forEach((raw, index) => {
    const text = raw.replace(/(^|\s)#.*$/, '').trim()
    if (!text && !pending) return
    const line = block.line + 1 + index
    const current = pending ?? { line, command: '' }
    const continued = text.endsWith('\\')
    current.command = `${current.command} ${continued ? text.slice(0, -1) : text}`.trim()
    pending = continued ? current : undefined
    if (!continued && current.command) commands.push(current)
  })
  return commands
}

/** The bodies of `<script type="module">` elements, with the line each starts on. */
function moduleScripts(block: CodeBlock): { line: number; code: string }[] {
  const scripts: { line: number; code: string }[] = []
  const pattern = /<script\s+type="module"\s*>([\s\S]*?)<\/script>/g
  for (let match = pattern.exec(block.code); match; match = pattern.exec(block.code)) {
    const before = block.code.slice(0, match.index).split('\n').length - 1
    scripts.push({ line: block.line + 1 + before, code: match[1] ?? '' })
  }
  return scripts
}

/**
 * Reads a Markdown file's code blocks into a {@link ReadmeCheckPlan}. Every block must be
 * something the check knows how to run or check, or carry a note
 * `<!-- doctest: not run: <why> -->` on the line above it; anything else is an error, so a new
 * kind of block cannot slip by unchecked. JSON blocks must parse.
 * @example
 * planReadmeCheck('README.md', readFileSync('README.md', 'utf8')).commands
 */
export function planReadmeCheck(name: string, markdown: string): ReadmeCheckPlan {
  const plan: ReadmeCheckPlan = { commands: [], sources: [], notRun: [] }
  const problems: string[] = []
  readCodeBlocks(markdown).forEach((block, index) => {
    const where = `${name}:${block.line}`
    if (block.note !== undefined) {
      const reason = /^not run:\s*(\S[\s\S]*)$/.exec(block.note)?.[1]
      if (reason) plan.notRun.push({ line: block.line, reason })
      else problems.push(`${where}: a doctest note is "not run: <why>", not "${block.note}"`)
      return
    }
    if (SHELL.has(block.lang)) plan.commands.push(...shellCommands(block))
    else if (TYPESCRIPT.has(block.lang))
      plan.sources.push({
        line: block.line + 1,
        file: `block-${block.line}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`,
        code: block.code,
      })
    else if (block.lang === 'html')
      for (const script of moduleScripts(block))
        plan.sources.push({ line: script.line, file: `block-${script.line}.ts`, code: script.code })
    else if (SHOWN.has(block.lang)) {
      if (block.lang === 'json') {
        try {
          JSON.parse(block.code)
        } catch (error) {
          problems.push(`${where}: the JSON does not parse (${(error as Error).message})`)
        }
      }
    } else
      problems.push(
        `${where}: block ${index + 1} has ${block.lang ? `language "${block.lang}"` : 'no language'}: use sh, ts, tsx, html or text, or note why it is not run`,
      )
  })
  if (problems.length) throw new Error(problems.join('\n'))
  return plan
}
