import { join } from 'node:path'
import { listSourceFiles } from './listSourceFiles'
import { readSourceText } from './readSourceText'
import { type SignificantLine, significantLines } from './significantLines'

/**
 * A source file as the duplication check reads it: its path relative to the root and its
 * significant lines.
 * @example
 * const file: ReadSourceFile = { path: 'packages/core/src/a.ts', lines: [] }
 */
export type ReadSourceFile = { path: string; lines: SignificantLine[] }

/**
 * Reads every source file below `root` (listSourceFiles), each as its significant lines, and
 * says which files were left out and why (readSourceText).
 * @example
 * const { files, leftOut } = readSourceFiles('/repo')
 */
export function readSourceFiles(root: string): {
  files: ReadSourceFile[]
  leftOut: { file: string; why: string }[]
} {
  const files: ReadSourceFile[] = []
  const leftOut: { file: string; why: string }[] = []
  for (const path of listSourceFiles(root)) {
    const read = readSourceText(join(root, path))
    if ('leftOut' in read) leftOut.push({ file: path, why: read.leftOut })
    else files.push({ path, lines: significantLines(read.text) })
  }
  return { files, leftOut }
}
