// `@portico/wallet-frame-dev`: the development mail catcher and identity provider, and readers
// of what they produce, for the dev stack and the tests (e2e reads login codes and approval
// links with these, and signs in at the identity provider headless).
export { type CaughtMail, codeOf, linkOf, nextMail, releaseLinkOf } from './nextMail'
export { type DevIdentityUser, devIdentityUsers } from './oidc/devIdentityUsers'
export {
  type DevProviderName,
  devProviderClients,
  devProviderNames,
} from './oidc/devProviderClients'
export { type DevSocialProvider, devSocialProviders } from './oidc/devSocialProviders'
export { type DevIdentityProvider, startDevIdentityProvider } from './oidc/startDevIdentityProvider'
export { type DevSignInAnswer, walkDevSignIn } from './oidc/walkDevSignIn'
export { type MailCatcher, startMailCatcher } from './startMailCatcher'
export { startMailCatcherOnFreePorts } from './startMailCatcherOnFreePorts'
