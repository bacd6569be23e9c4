import type { StackInfo } from '@portico/scripts'

/**
 * The URL of one part of the running stack, for a test that cannot run without it: throws,
 * naming the part, when the stack was started without it.
 * @example
 * const gateway = stackUrl(inject('stack'), 'gateway')
 */
export function stackUrl(stack: StackInfo, part: keyof StackInfo['urls']): string {
  const url = stack.urls[part]
  if (!url) throw new Error(`the e2e stack runs without the ${part}`)
  return url
}
