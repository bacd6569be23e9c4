import { accessTokenOf } from './accessTokenOf'
import type { createNodeFrame } from './createNodeFrame'
import { callJson } from './createTestService'
import type { ServiceUnderTest } from './ServiceUnderTest'

/**
 * Calls the service's JSON API with the session of a node frame, as a script holding that
 * frame's access token would (`callJson` with it).
 * @example const answer = await callAsFrame(service, frame, 'POST', '/keys/v1/recover', {})
 */
export const callAsFrame = (
  service: Pick<ServiceUnderTest, 'app'>,
  frame: ReturnType<typeof createNodeFrame>,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => callJson(service.app, method, path, body, accessTokenOf(frame))
