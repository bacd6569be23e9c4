import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@portico/scripts'

const GUIDE = 'site/pages/guide/vue.md'
/** The dev stack's gateway as the guide names it. */
const GUIDE_GATEWAY = 'http://127.0.0.1:8787'
/** A fence with a VitePress title: ```vue [src/App.vue] … ``` */
const TITLED_BLOCK = /^```[\w-]+ \[([^\]\n]+)\]\n([\s\S]*?)^```$/gm

/**
 * The files the Vue and Nuxt guide (`site/pages/guide/vue.md`) shows: each code block titled
 * with a path, by that path, as the page has it.
 * @example
 * readVueGuide()['src/App.vue']
 */
export function readVueGuide(): Record<string, string> {
  const page = readFileSync(join(repoRoot(), GUIDE), 'utf8')
  const files: Record<string, string> = {}
  for (const [, path, code] of page.matchAll(TITLED_BLOCK)) {
    if (path && code) files[path] = code
  }
  return files
}

/**
 * One file of {@link readVueGuide}; with `gateway`, a file that makes the client, pointed at
 * that gateway instead of the dev stack's. Throws when the guide no longer shows the file, or
 * no longer names the gateway this replaces.
 * @example
 * const main = guideFile(readVueGuide(), 'src/main.ts', stack.urls.gateway)
 */
export function guideFile(files: Record<string, string>, path: string, gateway?: string): string {
  const code = files[path]
  if (!code) throw new Error(`${GUIDE} shows no ${path}`)
  if (gateway === undefined) return code
  if (!code.includes(`'${GUIDE_GATEWAY}'`))
    throw new Error(`${GUIDE}: ${path} no longer names ${GUIDE_GATEWAY}`)
  return code.replaceAll(`'${GUIDE_GATEWAY}'`, `'${gateway}'`)
}
