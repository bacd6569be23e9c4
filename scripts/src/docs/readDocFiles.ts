import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '../stack/repoRoot'

/** A fence with a VitePress title: ```vue [src/App.vue] … ``` */
const TITLED_BLOCK = /^```[\w-]+ \[([^\]\n]+)\]\n([\s\S]*?)^```$/gm

/**
 * The files a docs page shows (`page`, from the repository's root): each code block titled with
 * a path, by that path, as the page has it.
 * @example
 * readDocFiles('site/pages/guide/vue.md')['src/App.vue']
 */
export function readDocFiles(page: string): Record<string, string> {
  const text = readFileSync(join(repoRoot(), page), 'utf8')
  const files: Record<string, string> = {}
  for (const [, path, code] of text.matchAll(TITLED_BLOCK)) {
    if (path && code) files[path] = code
  }
  return files
}

/**
 * One file of {@link readDocFiles}, with each key of `replace` (a dev stack's URL the page
 * names, say) replaced by its value everywhere. Throws when the page no longer shows the file,
 * or no longer has a string this replaces: the test then no longer runs what the page says.
 * @example
 * const app = docFile(readDocFiles(PAGE), PAGE, 'src/App.tsx', { "'http://127.0.0.1:8787'": `'${gateway}'` })
 */
export function docFile(
  files: Record<string, string>,
  page: string,
  path: string,
  replace: Record<string, string> = {},
): string {
  let code = files[path]
  if (!code) throw new Error(`${page} shows no ${path}`)
  for (const [from, to] of Object.entries(replace)) {
    if (!code.includes(from)) throw new Error(`${page}: ${path} no longer has ${from}`)
    code = code.replaceAll(from, to)
  }
  return code
}
