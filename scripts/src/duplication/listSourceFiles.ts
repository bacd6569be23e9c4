import { execFileSync } from 'node:child_process'
import { isSourceFile } from './isSourceFile'

/**
 * The source files below `root` that git knows of or would add: tracked ones and untracked ones
 * it does not ignore, as they are in the working tree, relative to `root`, sorted. Build output,
 * dependencies and caches stay out because the repository ignores them.
 * @example
 * listSourceFiles('/repo/packages/core') // ['src/createPortico.ts', …]
 */
export function listSourceFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  return [...new Set(listed.split('\0').filter((path) => path !== '' && isSourceFile(path)))].sort()
}
