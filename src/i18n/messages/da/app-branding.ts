// Dansk (du-form). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'Visuel identitet',
  'branding.lead':
    'Underskrivere ser dit navn, dit logo og din farve på siden til underskrift, i deres e-mails og på revisionscertifikatet. Uden dem beholder alt Countersigns neutrale udseende.',
  'branding.displayName': 'Visningsnavn',
  'branding.displayNameHint':
    'E-mails til underskrivere kommer fra »{example}«. Lad feltet være tomt for at bruge arbejdsområdets navn.',
  'branding.displayNameTooLong': 'Visningsnavnet må højst have 100 tegn.',
  'branding.accent': 'Accentfarve',
  'branding.accentHint':
    'Skrives #rrggbb. Den skal opnå en kontrast på mindst 4,5:1 med hvid tekst og på sidens baggrund (WCAG AA).',
  'branding.accentFormat': 'Skriv farven som #rrggbb, f.eks. #0b3d91.',
  'branding.accentLow': 'Farven {colour} opnår en kontrast på {ratio} med {where}; der kræves mindst 4,5:1.',
  'branding.whereWhite': 'hvid tekst på knapper og i sidehovedet',
  'branding.wherePage': 'links på sidens baggrund',
  'branding.save': 'Gem navn og farve',
  'branding.logo': 'Logo',
  'branding.logoHint': 'En png- eller jpeg-fil på højst 200 KB og 1000 × 1000 pixel.',
  'branding.upload': 'Upload logo',
  'branding.removeLogo': 'Fjern logo',
  'branding.noLogo': 'Intet logo: navnet vises i stedet.',
  'branding.notSet': 'Ikke angivet',
  'branding.logoTooLarge': 'Filen er {size} KB; et logo må højst være 200 KB.',
  'branding.logoNotImage':
    'Logoet skal være et png- eller jpeg-billede. SVG og andre formater accepteres ikke.',
  'branding.logoMismatch': 'Filen er navngivet eller sendt som {declared}, men indholdet er {actual}.',
  'branding.logoTooManyPixels': 'Logoet er {width} × {height} pixel; højst 1000 × 1000 er tilladt.',
  'branding.logoCorrupt': 'Filen er beskadiget: den kan ikke læses som et helt billede.',
  'branding.logoEmpty': 'Vælg en png- eller jpeg-fil, der skal uploades.',
  'audit.workspace.branding_changed': 'Visuel identitet ændret',
  'audit.workspace.logo_changed': 'Logo ændret',
  'audit.workspace.logo_removed': 'Logo fjernet',
});
