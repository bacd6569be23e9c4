import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** Italian messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    'Un nome a cui gli altri possono inviare al posto del tuo indirizzo. Lettere, cifre e trattini, almeno 4 caratteri.',
  'names.register.label': 'Nome',
  'names.register.placeholder': 'Scegli un nome',
  'names.register.checking': 'Verifica…',
  'names.register.available': 'Disponibile',
  'names.register.taken': 'Questo nome è già preso',
  'names.register.suggestions': 'Nomi liberi',
  'names.register.submit': 'Registra nome',
  'names.rule.characters': 'Solo lettere, cifre e trattini',
  'names.rule.length': 'Almeno 4 caratteri',
  'names.rule.tooLong': 'Al massimo 63 caratteri',
  'names.rule.hyphens': 'Trattini solo tra lettere o cifre, uno alla volta',
  'names.success.text':
    'Questo nome è tuo. Ora gli altri possono inviare a questo nome invece che al tuo indirizzo.',
  'names.success.back': 'Torna all’account',
  'names.error.suggestions': 'Errore nel recupero dei suggerimenti di nomi',
  'names.error.register': 'Errore nella registrazione del nome',
  'names.error.resolve': 'Errore nella risoluzione del nome',
  'names.error.forAddress': 'Errore nel recupero dei nomi dell’indirizzo',
}
