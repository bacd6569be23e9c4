import { ConnectButton, NetworkButton } from '@portico/react'
import { ActionsPanel } from './ActionsPanel'
import { LanguageSelect } from './LanguageSelect'
import { Logo } from './Logo'
import { PayPanel } from './PayPanel'
import { SignInPanel } from './SignInPanel'
import { StatePanel } from './StatePanel'
import { ThemeToggle } from './ThemeToggle'

/**
 * The demo's landing page.
 * @example
 * <PorticoProvider client={portico}><App /></PorticoProvider>
 */
export function App() {
  return (
    <div className="demo-page">
      <header className="demo-nav">
        <a className="demo-brand" href="/">
          <Logo />
          <span className="demo-brand-name">Portico</span>
        </a>
        {/* Boxes around the kit's buttons, whose own hosts take no place in the layout: a phone
            lays the header out in two rows with them (styles.css). */}
        <div className="demo-nav-actions">
          <div className="demo-nav-settings">
            <LanguageSelect />
            <ThemeToggle />
          </div>
          <div className="demo-nav-network">
            <NetworkButton />
          </div>
          <div className="demo-nav-account">
            <ConnectButton />
          </div>
        </div>
      </header>
      <main className="demo-main">
        <section className="demo-hero">
          <p className="demo-eyebrow">Open source · Self-hosted · MIT</p>
          <h1>Wallet connection that feels native.</h1>
          <p className="demo-pitch">
            Portico is an embeddable connect modal and account kit. It loads in a few kilobytes,
            stays accessible and themeable, and talks only to the backend you run.
          </p>
        </section>
        <div className="demo-grid">
          <StatePanel />
          <ActionsPanel />
          <SignInPanel />
          <PayPanel />
        </div>
      </main>
      <footer className="demo-footer">MIT licensed · Runs against local devnets</footer>
    </div>
  )
}
