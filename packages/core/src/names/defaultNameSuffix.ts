/**
 * The zone of a self-hosted gateway's names unless the app names another (`nameSuffix`): the
 * gateway's own default (`names.suffix` in its config).
 * @example
 * `alice-1234${DEFAULT_NAME_SUFFIX}` // 'alice-1234.portico.id'
 */
export const DEFAULT_NAME_SUFFIX = '.portico.id'
