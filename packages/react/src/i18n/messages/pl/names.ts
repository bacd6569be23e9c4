import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** Polish messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    'Nazwa, na którą inni mogą wysyłać zamiast na Twój adres. Litery, cyfry i łączniki, co najmniej 4 znaki.',
  'names.register.label': 'Nazwa',
  'names.register.placeholder': 'Wybierz nazwę',
  'names.register.checking': 'Sprawdzanie…',
  'names.register.available': 'Dostępna',
  'names.register.taken': 'Ta nazwa jest zajęta',
  'names.register.suggestions': 'Wolne nazwy',
  'names.register.submit': 'Zarejestruj nazwę',
  'names.rule.characters': 'Tylko litery, cyfry i łączniki',
  'names.rule.length': 'Co najmniej 4 znaki',
  'names.rule.tooLong': 'Najwyżej 63 znaki',
  'names.rule.hyphens': 'Łączniki tylko pojedynczo między literami lub cyframi',
  'names.success.text':
    'Ta nazwa należy do Ciebie. Inni mogą teraz wysyłać na nią zamiast na Twój adres.',
  'names.success.back': 'Wróć do konta',
  'names.error.suggestions': 'Błąd pobierania propozycji nazw',
  'names.error.register': 'Błąd rejestracji nazwy',
  'names.error.resolve': 'Błąd rozpoznawania nazwy',
  'names.error.forAddress': 'Błąd pobierania nazw dla adresu',
}
