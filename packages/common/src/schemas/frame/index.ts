export { type AppEvent, type AppEventName, appEventSchema } from './appEvent'
export { type EmbeddedUser, embeddedUserSchema } from './embeddedUser'
export { frameChainIdSchema, frameMessageIdSchema } from './frameChainId'
export {
  FRAME_REQUEST_NAMES,
  type FrameEvent,
  frameErrorEventSchema,
  frameEventSchema,
  frameReadyEventSchema,
} from './frameEvent'
export { type SocialCallbackMessage, socialCallbackMessageSchema } from './socialCallbackMessage'
