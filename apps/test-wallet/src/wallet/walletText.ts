/**
 * What the activity log says about a result: the signature or hash when there is one.
 * @example
 * resultText('personal_sign', '0xabc') // 'personal_sign: 0xabc'
 */
export function resultText(method: string, result: unknown): string {
  if (typeof result === 'string') return `${method}: ${result}`
  if (typeof result === 'object' && result !== null && 'signature' in result)
    return `${method}: ${String(result.signature)}`
  return `${method} done`
}

/**
 * The first line of an error's message, for the screen and the activity log.
 * @example
 * errorText(new Error('boom\nstack')) // 'boom'
 */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message.split('\n')[0] ?? error.message
  if (typeof error === 'object' && error !== null && 'message' in error)
    return String(error.message)
  return String(error)
}
