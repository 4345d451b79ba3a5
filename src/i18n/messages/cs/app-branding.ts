// Čeština (vykání): vizuální identita pracovního prostoru. Keys and {placeholders} as in ../en/app-branding.ts.

import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'Vizuální identita',
  'branding.lead':
    'Podepisující uvidí váš název, logo a barvu na stránce k podpisu, ve svých e-mailech a v auditním certifikátu. Bez nich si vše zachová neutrální vzhled Countersign.',
  'branding.displayName': 'Zobrazovaný název',
  'branding.displayNameHint':
    'E-maily podepisujícím přicházejí od „{example}“. Ponechte prázdné pro použití názvu pracovního prostoru.',
  'branding.displayNameTooLong': 'Zobrazovaný název může mít nejvýše 100 znaků.',
  'branding.accent': 'Barva zvýraznění',
  'branding.accentHint':
    'Ve tvaru #rrggbb. Musí dosahovat kontrastu alespoň 4,5:1 s bílým textem i na pozadí stránky (WCAG AA).',
  'branding.accentFormat': 'Zadejte barvu ve tvaru #rrggbb, například #0b3d91.',
  'branding.accentLow': 'Barva {colour} dosahuje kontrastu {ratio} pro: {where}; je potřeba alespoň 4,5:1.',
  'branding.whereWhite': 'bílý text na tlačítkách a v záhlaví',
  'branding.wherePage': 'odkazy na pozadí stránky',
  'branding.save': 'Uložit název a barvu',
  'branding.logo': 'Logo',
  'branding.logoHint': 'Soubor PNG nebo JPEG o velikosti nejvýše 200 KB a 1000 × 1000 pixelů.',
  'branding.upload': 'Nahrát logo',
  'branding.removeLogo': 'Odstranit logo',
  'branding.noLogo': 'Bez loga: místo něj se zobrazuje název.',
  'branding.notSet': 'Nenastaveno',
  'branding.logoTooLarge': 'Soubor má {size} KB; logo může mít nejvýše 200 KB.',
  'branding.logoNotImage': 'Logo musí být obrázek PNG nebo JPEG. SVG a jiné formáty se nepřijímají.',
  'branding.logoMismatch': 'Soubor je pojmenován nebo odeslán jako {declared}, jeho obsah je však {actual}.',
  'branding.logoTooManyPixels': 'Logo má {width} × {height} pixelů; povoleno je nejvýše 1000 × 1000.',
  'branding.logoCorrupt': 'Soubor je poškozený: nelze jej načíst jako celý obrázek.',
  'branding.logoEmpty': 'Vyberte soubor PNG nebo JPEG k nahrání.',
  'audit.workspace.branding_changed': 'Změněna vizuální identita',
  'audit.workspace.logo_changed': 'Změněno logo',
  'audit.workspace.logo_removed': 'Odstraněno logo',
});
