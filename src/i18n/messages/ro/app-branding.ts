// Română (formal, „dumneavoastră”). Keys and {placeholders} as in ../en/app-branding.ts.
import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'Identitate vizuală',
  'branding.lead':
    'Semnatarii văd numele, sigla și culoarea dumneavoastră pe pagina de semnare, în e-mailurile lor și pe certificatul de audit. Fără acestea, totul păstrează aspectul neutru Countersign.',
  'branding.displayName': 'Nume afișat',
  'branding.displayNameHint':
    'E-mailurile către semnatari provin de la „{example}”. Lăsați gol pentru a folosi numele spațiului de lucru.',
  'branding.displayNameTooLong': 'Numele afișat poate avea cel mult 100 de caractere.',
  'branding.accent': 'Culoare de accent',
  'branding.accentHint':
    'Scrisă #rrggbb. Trebuie să atingă un contrast de cel puțin 4,5:1 cu textul alb și pe fundalul paginii (WCAG AA).',
  'branding.accentFormat': 'Scrieți culoarea ca #rrggbb, de exemplu #0b3d91.',
  'branding.accentLow':
    'Culoarea {colour} atinge un contrast de {ratio} cu {where}; este necesar cel puțin 4,5:1.',
  'branding.whereWhite': 'textul alb de pe butoane și din antet',
  'branding.wherePage': 'linkurile de pe fundalul paginii',
  'branding.save': 'Salvați numele și culoarea',
  'branding.logo': 'Siglă',
  'branding.logoHint': 'Un fișier PNG sau JPEG de cel mult 200 KB și 1000 × 1000 pixeli.',
  'branding.upload': 'Încărcați sigla',
  'branding.removeLogo': 'Eliminați sigla',
  'branding.noLogo': 'Fără siglă: se afișează numele.',
  'branding.notSet': 'Nesetat',
  'branding.logoTooLarge': 'Fișierul are {size} KB; o siglă poate avea cel mult 200 KB.',
  'branding.logoNotImage':
    'Sigla trebuie să fie o imagine PNG sau JPEG. SVG și alte formate nu sunt acceptate.',
  'branding.logoMismatch':
    'Fișierul este denumit sau trimis ca {declared}, dar conținutul său este {actual}.',
  'branding.logoTooManyPixels': 'Sigla are {width} × {height} pixeli; sunt permiși cel mult 1000 × 1000.',
  'branding.logoCorrupt': 'Fișierul este deteriorat: nu poate fi citit ca o imagine completă.',
  'branding.logoEmpty': 'Alegeți un fișier PNG sau JPEG de încărcat.',
  'audit.workspace.branding_changed': 'Identitatea vizuală a fost modificată',
  'audit.workspace.logo_changed': 'Sigla a fost schimbată',
  'audit.workspace.logo_removed': 'Sigla a fost eliminată',
});
