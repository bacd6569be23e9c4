import type { Translation } from '../en'
import type { button as english } from '../en/button'

/** French messages of the button area. */
export const button: Translation<typeof english> = {
  'button.connect': 'Connecter un portefeuille',
  'button.connecting': 'Connexion…',
  'button.network': 'Réseau',
  'button.wrongNetwork': 'Mauvais réseau',
}
