import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

const INCLUDE = /^<!--\s*@include:\s*([^\s{#]+)\s*-->\s*$/

/**
 * The Markdown as the docs site renders it: each line `<!--@include: ./part.md-->` (VitePress's
 * include, a path relative to `file`) replaced by that file's own expanded text, so a page's
 * shared install commands run before its code is type-checked.
 * @example
 * expandIncludes(readFileSync(page, 'utf8'), page)
 */
export function expandIncludes(
  markdown: string,
  file: string,
  seen: readonly string[] = [],
): string {
  return markdown
    .split('\n')
    .map((line) => {
      const target = INCLUDE.exec(line.trim())?.[1]
      if (!target) return line
      const path = resolve(dirname(file), target)
      if (seen.includes(path)) throw new Error(`${file}: ${target} includes itself`)
      return expandIncludes(readFileSync(path, 'utf8'), path, [...seen, path]).replace(/\n$/, '')
    })
    .join('\n')
}
