import type { Clone } from './Clone'
import { isProductFile, workspaceOf } from './isProductFile'

/**
 * The clones between the product code of two different published workspaces (two packages, two
 * services, or one of each), which the duplication budget forbids when they are copies
 * (sharesCopiedCode). A rule shared by two of them belongs in one place both depend on
 * (`@portico/common`, `@portico/server`).
 * @example
 * crossWorkspaceClones(clones, new Set(['packages/core', 'packages/react'])) // []
 */
export function crossWorkspaceClones<T extends Clone>(
  clones: readonly T[],
  published: ReadonlySet<string>,
): T[] {
  return clones.filter(
    ({ a, b }) =>
      workspaceOf(a.file) !== workspaceOf(b.file) &&
      isProductFile(a.file, published) &&
      isProductFile(b.file, published),
  )
}
