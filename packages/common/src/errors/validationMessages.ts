/**
 * Generic validation sentences (spec §8).
 * @example
 * issues.push(VALIDATION_MESSAGES.required)
 */
export const VALIDATION_MESSAGES = {
  required: 'Required',
  invalidInput: 'Invalid input',
} as const

/**
 * The 'Expected X, received Y' validation sentence (spec §8).
 * @example
 * expectedReceivedMessage('string', 'number') // 'Expected string, received number'
 */
export function expectedReceivedMessage(expected: string, received: string): string {
  return `Expected ${expected}, received ${received}`
}
