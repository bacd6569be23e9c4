import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** German messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    'Ein Name, an den andere statt an deine Adresse senden können. Buchstaben, Ziffern und Bindestriche, mindestens 4 Zeichen.',
  'names.register.label': 'Name',
  'names.register.placeholder': 'Wähle einen Namen',
  'names.register.checking': 'Wird geprüft…',
  'names.register.available': 'Verfügbar',
  'names.register.taken': 'Dieser Name ist vergeben',
  'names.register.suggestions': 'Freie Namen',
  'names.register.submit': 'Namen registrieren',
  'names.rule.characters': 'Nur Buchstaben, Ziffern und Bindestriche',
  'names.rule.length': 'Mindestens 4 Zeichen',
  'names.rule.tooLong': 'Höchstens 63 Zeichen',
  'names.rule.hyphens': 'Bindestriche nur einzeln zwischen Buchstaben oder Ziffern',
  'names.success.text':
    'Dieser Name gehört jetzt dir. Andere können nun an ihn statt an deine Adresse senden.',
  'names.success.back': 'Zurück zum Konto',
  'names.error.suggestions': 'Fehler beim Abrufen von Namensvorschlägen',
  'names.error.register': 'Fehler beim Registrieren des Namens',
  'names.error.resolve': 'Fehler beim Auflösen des Namens',
  'names.error.forAddress': 'Fehler beim Abrufen der Namen für die Adresse',
}
