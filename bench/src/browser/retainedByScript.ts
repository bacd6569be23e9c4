import type { CDPSession } from 'playwright-core'

type SamplingNode = {
  callFrame: { url: string }
  selfSize: number
  children: SamplingNode[]
}

/**
 * Starts Chromium's sampling heap profiler on the page of `cdp`: from now on, one allocation in
 * about every `intervalBytes` is recorded with the script whose code made it.
 * @example
 * await startHeapSampling(cdp)
 */
export async function startHeapSampling(cdp: CDPSession, intervalBytes = 4096): Promise<void> {
  await cdp.send('HeapProfiler.enable')
  await cdp.send('HeapProfiler.startSampling', { samplingInterval: intervalBytes })
}

/**
 * Collects garbage, then stops the sampling started by {@link startHeapSampling} and sums what
 * is still alive by the path of the script that allocated it (`''`: no script frame, such as
 * compiled code and DOM). The sampled sizes estimate the live bytes each script's code keeps.
 * @example
 * const bytes = await retainedByScript(cdp) // Map { '/assets/Modal-x.js' => 52_000, … }
 */
export async function retainedByScript(cdp: CDPSession): Promise<Map<string, number>> {
  await cdp.send('HeapProfiler.collectGarbage')
  const { profile } = (await cdp.send('HeapProfiler.getSamplingProfile')) as {
    profile: { head: SamplingNode }
  }
  await cdp.send('HeapProfiler.stopSampling')
  const bytes = new Map<string, number>()
  const visit = (node: SamplingNode) => {
    if (node.selfSize > 0) {
      const path = node.callFrame.url === '' ? '' : new URL(node.callFrame.url).pathname
      bytes.set(path, (bytes.get(path) ?? 0) + node.selfSize)
    }
    for (const child of node.children) visit(child)
  }
  visit(profile.head)
  return bytes
}
