// Polski (forma bezosobowa): identyfikacja wizualna przestrzeni roboczej. Keys and {placeholders} as in ../en/app-branding.ts.

import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'Identyfikacja wizualna',
  'branding.lead':
    'Podpisujący widzą nazwę, logo i kolor na stronie podpisu, w wiadomościach e-mail i w certyfikacie audytu. Bez nich wszystko zachowuje neutralny wygląd Countersign.',
  'branding.displayName': 'Nazwa wyświetlana',
  'branding.displayNameHint':
    'Wiadomości do podpisujących są wysyłane jako „{example}”. Pozostawienie pustego pola oznacza użycie nazwy przestrzeni roboczej.',
  'branding.displayNameTooLong': 'Nazwa wyświetlana może mieć najwyżej 100 znaków.',
  'branding.accent': 'Kolor akcentu',
  'branding.accentHint':
    'W zapisie #rrggbb. Musi zapewniać kontrast co najmniej 4,5:1 z białym tekstem i na tle strony (WCAG AA).',
  'branding.accentFormat': 'Proszę zapisać kolor jako #rrggbb, np. #0b3d91.',
  'branding.accentLow':
    'Kolor {colour} osiąga kontrast {ratio} dla: {where}; wymagane jest co najmniej 4,5:1.',
  'branding.whereWhite': 'biały tekst na przyciskach i w nagłówku',
  'branding.wherePage': 'linki na tle strony',
  'branding.save': 'Zapisz nazwę i kolor',
  'branding.logo': 'Logo',
  'branding.logoHint': 'Plik PNG lub JPEG o rozmiarze do 200 KB i wymiarach do 1000 × 1000 pikseli.',
  'branding.upload': 'Prześlij logo',
  'branding.removeLogo': 'Usuń logo',
  'branding.noLogo': 'Brak logo: zamiast niego wyświetlana jest nazwa.',
  'branding.notSet': 'Nie ustawiono',
  'branding.logoTooLarge': 'Plik ma {size} KB; logo może mieć najwyżej 200 KB.',
  'branding.logoNotImage': 'Logo musi być obrazem PNG lub JPEG. Pliki SVG i inne formaty nie są akceptowane.',
  'branding.logoMismatch': 'Plik jest nazwany lub wysłany jako {declared}, ale jego zawartość to {actual}.',
  'branding.logoTooManyPixels': 'Logo ma {width} × {height} pikseli; dozwolone jest najwyżej 1000 × 1000.',
  'branding.logoCorrupt': 'Plik jest uszkodzony: nie da się go odczytać jako pełnego obrazu.',
  'branding.logoEmpty': 'Proszę wybrać plik PNG lub JPEG do przesłania.',
  'audit.workspace.branding_changed': 'Zmieniono identyfikację wizualną',
  'audit.workspace.logo_changed': 'Zmieniono logo',
  'audit.workspace.logo_removed': 'Usunięto logo',
});
