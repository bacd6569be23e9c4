import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** Dutch messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    'Een naam waar anderen naartoe kunnen sturen in plaats van naar je adres. Letters, cijfers en koppeltekens, minstens 4 tekens.',
  'names.register.label': 'Naam',
  'names.register.placeholder': 'Kies een naam',
  'names.register.checking': 'Controleren…',
  'names.register.available': 'Beschikbaar',
  'names.register.taken': 'Deze naam is al bezet',
  'names.register.suggestions': 'Vrije namen',
  'names.register.submit': 'Naam registreren',
  'names.rule.characters': 'Alleen letters, cijfers en koppeltekens',
  'names.rule.length': 'Minstens 4 tekens',
  'names.rule.tooLong': 'Hoogstens 63 tekens',
  'names.rule.hyphens': 'Koppeltekens alleen los tussen letters of cijfers',
  'names.success.text':
    'Deze naam is van jou. Anderen kunnen nu naar deze naam sturen in plaats van naar je adres.',
  'names.success.back': 'Terug naar account',
  'names.error.suggestions': 'Fout bij ophalen van naamsuggesties',
  'names.error.register': 'Fout bij registreren van naam',
  'names.error.resolve': 'Fout bij omzetten van naam',
  'names.error.forAddress': 'Fout bij ophalen van namen voor adres',
}
