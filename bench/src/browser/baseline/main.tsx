/// <reference types="vite/client" />

import { Logo } from '../../../../apps/demo/src/Logo'
import { mountReactPage } from '../scenarios/shared/mountReactPage'
import '../../../../apps/demo/src/styles.css'

/** The demo's landing page with a plain button in place of the kit: the bench's baseline. */
function BaselineApp() {
  return (
    <div className="demo-page">
      <header className="demo-nav">
        <a className="demo-brand" href="/">
          <Logo />
          <span>Portico</span>
        </a>
        <div className="demo-nav-actions">
          <button type="button" className="demo-button" data-testid="portico-connect-button">
            Connect Wallet
          </button>
        </div>
      </header>
      <main className="demo-main">
        <section className="demo-hero">
          <h1>Wallet connection that feels native.</h1>
        </section>
      </main>
    </div>
  )
}

mountReactPage(<BaselineApp />)
