/**
 * Asks the e2e stack to restart its relay (see {@link startStackControl}); resolves once the
 * relay answers again.
 * @example
 * await restartRelay(inject('stackControl'))
 */
export async function restartRelay(controlUrl: string): Promise<void> {
  const response = await fetch(new URL('/relay/restart', controlUrl), { method: 'POST' })
  if (response.status !== 204) throw new Error(`relay restart failed: ${await response.text()}`)
}
