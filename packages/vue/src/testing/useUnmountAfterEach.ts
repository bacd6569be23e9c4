import { afterEach } from 'vitest'

/**
 * A list the calling test file pushes each mounted app's `unmount` onto; after each test every
 * one is called and the list emptied.
 * @example
 * const mounted = useUnmountAfterEach()
 * mounted.push(mountWith(client, () => useAccount()).unmount)
 */
export function useUnmountAfterEach(): (() => void)[] {
  const mounted: (() => void)[] = []
  afterEach(() => {
    for (const unmount of mounted.splice(0)) unmount()
  })
  return mounted
}
