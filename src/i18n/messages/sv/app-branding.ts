// Svenska (du-tilltal). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'Varumärke',
  'branding.lead':
    'Undertecknarna ser ditt namn, din logotyp och din färg på signeringssidan, i sina e-postmeddelanden och på granskningsintyget. Utan dem behåller allt Countersigns neutrala utseende.',
  'branding.displayName': 'Visningsnamn',
  'branding.displayNameHint':
    'E-post till undertecknare kommer från ”{example}”. Lämna tomt för att använda arbetsytans namn.',
  'branding.displayNameTooLong': 'Visningsnamnet får ha högst 100 tecken.',
  'branding.accent': 'Accentfärg',
  'branding.accentHint':
    'Skrivs #rrggbb. Den måste nå en kontrast på minst 4,5:1 mot vit text och mot sidans bakgrund (WCAG AA).',
  'branding.accentFormat': 'Skriv färgen som #rrggbb, till exempel #0b3d91.',
  'branding.accentLow': 'Färgen {colour} når en kontrast på {ratio} mot {where}; minst 4,5:1 krävs.',
  'branding.whereWhite': 'vit text på knappar och i sidhuvudet',
  'branding.wherePage': 'länkar på sidans bakgrund',
  'branding.save': 'Spara namn och färg',
  'branding.logo': 'Logotyp',
  'branding.logoHint': 'En png- eller jpeg-fil på högst 200 kB och 1000 × 1000 pixlar.',
  'branding.upload': 'Ladda upp logotyp',
  'branding.removeLogo': 'Ta bort logotyp',
  'branding.noLogo': 'Ingen logotyp: namnet visas i stället.',
  'branding.notSet': 'Inte angiven',
  'branding.logoTooLarge': 'Filen är {size} kB; en logotyp får vara högst 200 kB.',
  'branding.logoNotImage': 'Logotypen måste vara en png- eller jpeg-bild. SVG och andra format godtas inte.',
  'branding.logoMismatch': 'Filen är namngiven eller skickad som {declared}, men innehållet är {actual}.',
  'branding.logoTooManyPixels': 'Logotypen är {width} × {height} pixlar; högst 1000 × 1000 är tillåtet.',
  'branding.logoCorrupt': 'Filen är skadad: den kan inte läsas som en hel bild.',
  'branding.logoEmpty': 'Välj en png- eller jpeg-fil att ladda upp.',
  'audit.workspace.branding_changed': 'Varumärke ändrat',
  'audit.workspace.logo_changed': 'Logotyp ändrad',
  'audit.workspace.logo_removed': 'Logotyp borttagen',
});
