// Nederlands (u-vorm). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'Huisstijl',
  'branding.lead':
    'Ondertekenaars zien uw naam, logo en kleur op de ondertekeningspagina, in hun e-mails en op het auditcertificaat. Zonder deze gegevens houdt alles de neutrale uitstraling van Countersign.',
  'branding.displayName': 'Weergavenaam',
  'branding.displayNameHint':
    'E-mails aan ondertekenaars komen van “{example}”. Laat dit leeg om de naam van de werkruimte te gebruiken.',
  'branding.displayNameTooLong': 'De weergavenaam mag maximaal 100 tekens hebben.',
  'branding.accent': 'Accentkleur',
  'branding.accentHint':
    'Geschreven als #rrggbb. De kleur moet een contrast van ten minste 4,5:1 bereiken met witte tekst en op de achtergrond van de pagina (WCAG AA).',
  'branding.accentFormat': 'Schrijf de kleur als #rrggbb, bijvoorbeeld #0b3d91.',
  'branding.accentLow':
    'De kleur {colour} bereikt een contrast van {ratio} met {where}; ten minste 4,5:1 is vereist.',
  'branding.whereWhite': 'witte tekst op knoppen en in de kopbalk',
  'branding.wherePage': 'links op de achtergrond van de pagina',
  'branding.save': 'Naam en kleur opslaan',
  'branding.logo': 'Logo',
  'branding.logoHint': 'Een png- of jpeg-bestand van maximaal 200 KB en 1000 × 1000 pixels.',
  'branding.upload': 'Logo uploaden',
  'branding.removeLogo': 'Logo verwijderen',
  'branding.noLogo': 'Geen logo: in plaats daarvan wordt de naam getoond.',
  'branding.notSet': 'Niet ingesteld',
  'branding.logoTooLarge': 'Het bestand is {size} KB; een logo mag maximaal 200 KB zijn.',
  'branding.logoNotImage':
    'Het logo moet een png- of jpeg-afbeelding zijn. SVG en andere formaten worden niet geaccepteerd.',
  'branding.logoMismatch': 'Het bestand heeft de naam of het type {declared}, maar de inhoud is {actual}.',
  'branding.logoTooManyPixels': 'Het logo is {width} × {height} pixels; maximaal 1000 × 1000 is toegestaan.',
  'branding.logoCorrupt': 'Het bestand is beschadigd: het kan niet als volledige afbeelding worden gelezen.',
  'branding.logoEmpty': 'Kies een png- of jpeg-bestand om te uploaden.',
  'audit.workspace.branding_changed': 'Huisstijl gewijzigd',
  'audit.workspace.logo_changed': 'Logo gewijzigd',
  'audit.workspace.logo_removed': 'Logo verwijderd',
});
