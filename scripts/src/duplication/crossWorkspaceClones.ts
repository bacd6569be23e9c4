import type { Clone } from './Clone'
import { isProductFile, workspaceOf } from './isProductFile'

/**
 * The clones the duplication budget forbids: the same lines in the product code of two
 * different published workspaces (two packages, two services, or one of each). A rule shared
 * by two of them belongs in one place both depend on (`@portico/common`, `@portico/server`).
 * @example
 * crossWorkspaceClones(clones, new Set(['packages/core', 'packages/react'])) // []
 */
export function crossWorkspaceClones(
  clones: readonly Clone[],
  published: ReadonlySet<string>,
): Clone[] {
  return clones.filter(
    ({ a, b }) =>
      workspaceOf(a.file) !== workspaceOf(b.file) &&
      isProductFile(a.file, published) &&
      isProductFile(b.file, published),
  )
}
