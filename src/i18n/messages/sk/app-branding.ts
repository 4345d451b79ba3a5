// Slovenčina (vykanie): vizuálna identita pracovného priestoru. Keys and {placeholders} as in ../en/app-branding.ts.

import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'Vizuálna identita',
  'branding.lead':
    'Podpisujúci uvidia váš názov, logo a farbu na stránke na podpis, vo svojich e-mailoch a v auditnom certifikáte. Bez nich si všetko zachová neutrálny vzhľad Countersign.',
  'branding.displayName': 'Zobrazovaný názov',
  'branding.displayNameHint':
    'E-maily podpisujúcim prichádzajú od „{example}“. Ak ponecháte pole prázdne, použije sa názov pracovného priestoru.',
  'branding.displayNameTooLong': 'Zobrazovaný názov môže mať najviac 100 znakov.',
  'branding.accent': 'Farba zvýraznenia',
  'branding.accentHint':
    'V tvare #rrggbb. Musí dosahovať kontrast aspoň 4,5:1 s bielym textom aj na pozadí stránky (WCAG AA).',
  'branding.accentFormat': 'Zadajte farbu v tvare #rrggbb, napríklad #0b3d91.',
  'branding.accentLow': 'Farba {colour} dosahuje kontrast {ratio} pre: {where}; potrebný je aspoň 4,5:1.',
  'branding.whereWhite': 'biely text na tlačidlách a v hlavičke',
  'branding.wherePage': 'odkazy na pozadí stránky',
  'branding.save': 'Uložiť názov a farbu',
  'branding.logo': 'Logo',
  'branding.logoHint': 'Súbor PNG alebo JPEG s veľkosťou najviac 200 KB a 1000 × 1000 pixelov.',
  'branding.upload': 'Nahrať logo',
  'branding.removeLogo': 'Odstrániť logo',
  'branding.noLogo': 'Bez loga: namiesto neho sa zobrazuje názov.',
  'branding.notSet': 'Nenastavené',
  'branding.logoTooLarge': 'Súbor má {size} KB; logo môže mať najviac 200 KB.',
  'branding.logoNotImage': 'Logo musí byť obrázok PNG alebo JPEG. SVG a iné formáty sa neprijímajú.',
  'branding.logoMismatch': 'Súbor je pomenovaný alebo odoslaný ako {declared}, jeho obsah je však {actual}.',
  'branding.logoTooManyPixels': 'Logo má {width} × {height} pixelov; povolené je najviac 1000 × 1000.',
  'branding.logoCorrupt': 'Súbor je poškodený: nemožno ho načítať ako celý obrázok.',
  'branding.logoEmpty': 'Vyberte súbor PNG alebo JPEG na nahranie.',
  'audit.workspace.branding_changed': 'Zmenená vizuálna identita',
  'audit.workspace.logo_changed': 'Zmenené logo',
  'audit.workspace.logo_removed': 'Odstránené logo',
});
