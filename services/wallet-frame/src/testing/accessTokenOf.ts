import type { createNodeFrame } from './createNodeFrame'

/**
 * The access token a node frame's session holds ('' while it has none).
 * @example await callJson(service.app, 'GET', '/auth/v1/me', undefined, accessTokenOf(frame))
 */
export const accessTokenOf = (frame: ReturnType<typeof createNodeFrame>): string =>
  frame.frameStorage.session()?.accessToken ?? ''
