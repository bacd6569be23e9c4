import { renderNoticePage } from '../page/renderNoticePage'

/**
 * The page a popup shows for a social login it may not continue.
 * @example return c.html(expiredSocialNotice(), 200, socialCallbackHeaders())
 */
export const expiredSocialNotice = () =>
  renderNoticePage({
    title: 'This sign-in has expired',
    body: 'It was started in another browser, or too long ago. Close this window and start again from the app.',
  })
