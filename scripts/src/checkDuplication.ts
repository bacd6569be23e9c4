// `npm run check:duplication`: the duplication budget. Fails on any clone of six or more lines
// between the product code of two published workspaces, or when the whole tree holds more
// clones than MAX_TREE_CLONES; prints the tree's figures either way.
import { relative } from 'node:path'
import { publicPackages } from './build/publicPackages'
import { ALLOWED_CLONES, isAllowedClone } from './duplication/allowedClones'
import { crossWorkspaceClones } from './duplication/crossWorkspaceClones'
import { findClones, MIN_CLONE_LINES } from './duplication/findClones'
import { repoRoot } from './stack/repoRoot'

/** The whole tree's clones may shrink, never grow past this; lower it as copies go. */
const MAX_TREE_CLONES = 190

const root = repoRoot()
const published = new Set(publicPackages(root).map((pkg) => relative(root, pkg.dir)))
const started = Date.now()
const found = await findClones(root, ['packages', 'services', 'apps', 'scripts', 'e2e', 'bench'])
const forbidden = crossWorkspaceClones(found.clones, published).filter(
  (clone) => !isAllowedClone(clone, ALLOWED_CLONES),
)

console.log(
  `duplication: ${found.clones.length} clones of ${MIN_CLONE_LINES}+ lines in ${found.files} files ` +
    `(${found.duplicatedLines} of ${found.lines} lines, ${((100 * found.duplicatedLines) / found.lines).toFixed(2)} %), ` +
    `budget ${MAX_TREE_CLONES}; ${((Date.now() - started) / 1000).toFixed(0)} s`,
)
for (const { a, b, lines } of forbidden)
  console.error(`  ${lines} lines: ${a.file}:${a.start}-${a.end} = ${b.file}:${b.start}-${b.end}`)
if (forbidden.length > 0)
  console.error(
    `duplication: ${forbidden.length} clones between published workspaces; move the shared code to one package both depend on`,
  )
if (found.clones.length > MAX_TREE_CLONES)
  console.error(`duplication: ${found.clones.length} clones, over the budget of ${MAX_TREE_CLONES}`)
process.exitCode = forbidden.length > 0 || found.clones.length > MAX_TREE_CLONES ? 1 : 0
