// `npm run check:duplication`: the duplication budget. Counts the pairs of places in the tree
// that share runs of six or more lines, identical or of the same shape with other names, strings
// and numbers (findShapePairs says what it reads and how), and fails when
// - the pairs in all are more than MAX_PAIRS, or those not marked boilerplate more than
//   MAX_UNMARKED_PAIRS;
// - the product code of two published workspaces shares a copy (sharesCopiedCode) that
//   ALLOWED_CLONES does not list: a rule two of them share belongs in one package both depend on.
// Prints the figures and the 20 largest pairs (all of them with `--all`). `--under <folder>`
// reports the pairs below a folder alone (to compare with `cd <folder> && duplicates`) and
// checks nothing.
import { relative } from 'node:path'
import { publicPackages } from './build/publicPackages'
import { ALLOWED_CLONES } from './duplication/allowedClones'
import { checkDuplicationBudget } from './duplication/checkDuplicationBudget'
import { repoRoot } from './stack/repoRoot'

// The budget may shrink, never grow: lower both figures as pairs go, never raise them to let a
// change through (merge the copies it adds instead).
const MAX_PAIRS = 394
const MAX_UNMARKED_PAIRS = 106

const root = repoRoot()
const underAt = process.argv.indexOf('--under')
const under = underAt === -1 ? undefined : process.argv[underAt + 1]
const { ok, report, errors } = checkDuplicationBudget(root, {
  ...(under ? { under } : {}),
  budget: { maxPairs: MAX_PAIRS, maxUnmarkedPairs: MAX_UNMARKED_PAIRS },
  published: new Set(publicPackages(root).map((pkg) => relative(root, pkg.dir))),
  allowed: ALLOWED_CLONES,
  shown: process.argv.includes('--all') ? Number.POSITIVE_INFINITY : 20,
})
for (const line of report) console.log(line)
for (const line of errors) console.error(line)
process.exitCode = ok ? 0 : 1
