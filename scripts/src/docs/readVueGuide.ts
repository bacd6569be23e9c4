import { docFile, readDocFiles } from './readDocFiles'

const GUIDE = 'site/pages/guide/vue.md'
/** The dev stack's gateway as the guide names it. */
const GUIDE_GATEWAY = 'http://127.0.0.1:8787'

/**
 * The files the Vue and Nuxt guide (`site/pages/guide/vue.md`) shows: each code block titled
 * with a path, by that path, as the page has it.
 * @example
 * readVueGuide()['src/App.vue']
 */
export function readVueGuide(): Record<string, string> {
  return readDocFiles(GUIDE)
}

/**
 * One file of {@link readVueGuide}; with `gateway`, a file that makes the client, pointed at
 * that gateway instead of the dev stack's. Throws when the guide no longer shows the file, or
 * no longer names the gateway this replaces.
 * @example
 * const main = guideFile(readVueGuide(), 'src/main.ts', stack.urls.gateway)
 */
export function guideFile(files: Record<string, string>, path: string, gateway?: string): string {
  return docFile(
    files,
    GUIDE,
    path,
    gateway === undefined ? {} : { [`'${GUIDE_GATEWAY}'`]: `'${gateway}'` },
  )
}
