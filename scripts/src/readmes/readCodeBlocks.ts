/**
 * A fenced code block of a Markdown file: its language, text, the line its fence opens on, and
 * the doc-test note written just above it, if any (`<!-- doctest: … -->`).
 * @example
 * const block: CodeBlock = { lang: 'sh', code: 'npm install @portico/react\n', line: 12, note: undefined }
 */
export type CodeBlock = { lang: string; code: string; line: number; note: string | undefined }

const NOTE = /^<!--\s*doctest:\s*([\s\S]*?)\s*-->$/

/**
 * Every fenced block of `markdown`, in order. A block's note is the `<!-- doctest: … -->`
 * comment on the closest non-blank line above its fence.
 * @example
 * readCodeBlocks('<!-- doctest: not run: starts a server -->\n```sh\nnpm start\n```\n')
 * // [{ lang: 'sh', code: 'npm start\n', line: 2, note: 'not run: starts a server' }]
 */
export function readCodeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split('\n')
  const blocks: CodeBlock[] = []
  let open: { fence: string; lang: string; line: number; note: string | undefined } | undefined
  let body: string[] = []
  let lastText = ''
  lines.forEach((text, index) => {
    const fence = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/.exec(text)
    if (open) {
      if (fence?.[2]?.startsWith(open.fence) && text.trim() === fence[2]) {
        blocks.push({
          lang: open.lang,
          code: body.join('\n') + (body.length ? '\n' : ''),
          line: open.line,
          note: open.note,
        })
        open = undefined
        body = []
      } else body.push(text)
      return
    }
    if (fence?.[2]) {
      const note = NOTE.exec(lastText.trim())?.[1]
      open = { fence: fence[2], lang: (fence[3] ?? '').toLowerCase(), line: index + 1, note }
      return
    }
    if (text.trim()) lastText = text
  })
  if (open) throw new Error(`the code block opened on line ${open.line} is never closed`)
  return blocks
}
