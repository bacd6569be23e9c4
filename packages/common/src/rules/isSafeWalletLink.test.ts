import { describe } from 'vitest'
import { itAnswers } from '../testing/itAnswers'
import { isSafeWalletLink } from './isSafeWalletLink'

describe('isSafeWalletLink', () => {
  itAnswers(isSafeWalletLink, true, 'lets %s through', [
    'https://metamask.app.link/wc',
    'metamask://',
    'rainbow:',
    'trust://wc',
    '1inch://',
    'http://127.0.0.1:5174',
    'http://localhost:5174/wc',
  ])

  itAnswers(isSafeWalletLink, false, 'drops %j', [
    'javascript:alert(1)//://',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.com/1',
    'about:blank',
    'http://wallet.example',
    '//wallet.example',
    'wallet.example',
    'app://x\u0000y',
    '',
  ])
})
