// Norsk bokmål (du-form). Keys and {placeholders} as in ../en/app-branding.ts.
import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'Profilering',
  'branding.lead':
    'Signerere ser navnet, logoen og fargen din på signeringssiden, i e-postene og på revisjonssertifikatet. Uten disse beholder alt det nøytrale Countersign-utseendet.',
  'branding.displayName': 'Visningsnavn',
  'branding.displayNameHint':
    'E-poster til signerere kommer fra «{example}». La feltet stå tomt for å bruke navnet på arbeidsområdet.',
  'branding.displayNameTooLong': 'Visningsnavnet kan ha høyst 100 tegn.',
  'branding.accent': 'Aksentfarge',
  'branding.accentHint':
    'Skrives #rrggbb. Den må ha en kontrast på minst 4,5:1 med hvit tekst og mot sidebakgrunnen (WCAG AA).',
  'branding.accentFormat': 'Skriv fargen som #rrggbb, for eksempel #0b3d91.',
  'branding.accentLow': 'Fargen {colour} har en kontrast på {ratio} med {where}; minst 4,5:1 kreves.',
  'branding.whereWhite': 'hvit tekst på knapper og i toppfeltet',
  'branding.wherePage': 'lenker på sidebakgrunnen',
  'branding.save': 'Lagre navn og farge',
  'branding.logo': 'Logo',
  'branding.logoHint': 'En PNG- eller JPEG-fil på høyst 200 KB og 1000 × 1000 piksler.',
  'branding.upload': 'Last opp logo',
  'branding.removeLogo': 'Fjern logo',
  'branding.noLogo': 'Ingen logo: navnet vises i stedet.',
  'branding.notSet': 'Ikke angitt',
  'branding.logoTooLarge': 'Filen er på {size} KB; en logo kan være på høyst 200 KB.',
  'branding.logoNotImage': 'Logoen må være et PNG- eller JPEG-bilde. SVG og andre formater godtas ikke.',
  'branding.logoMismatch': 'Filen er navngitt eller sendt som {declared}, men innholdet er {actual}.',
  'branding.logoTooManyPixels': 'Logoen er {width} × {height} piksler; høyst 1000 × 1000 er tillatt.',
  'branding.logoCorrupt': 'Filen er skadet: den kan ikke leses som et helt bilde.',
  'branding.logoEmpty': 'Velg en PNG- eller JPEG-fil som skal lastes opp.',
  'audit.workspace.branding_changed': 'Profilering endret',
  'audit.workspace.logo_changed': 'Logo endret',
  'audit.workspace.logo_removed': 'Logo fjernet',
});
