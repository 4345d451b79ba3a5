// Italiano (registro formale, forma di cortesia «Lei»). Keys and {placeholders} as in ../en/app-branding.ts.

import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'Personalizzazione',
  'branding.lead':
    'I firmatari vedono il Suo nome, il Suo logo e il Suo colore nella pagina di firma, nelle e-mail e nel certificato di audit. In loro assenza, tutto mantiene l’aspetto neutro di Countersign.',
  'branding.displayName': 'Nome visualizzato',
  'branding.displayNameHint':
    'Le e-mail ai firmatari provengono da «{example}». Lasci vuoto per utilizzare il nome dello spazio di lavoro.',
  'branding.displayNameTooLong': 'Il nome visualizzato può avere al massimo 100 caratteri.',
  'branding.accent': 'Colore principale',
  'branding.accentHint':
    'Nel formato #rrggbb. Deve raggiungere un contrasto di almeno 4,5:1 con il testo bianco e sullo sfondo della pagina (WCAG AA).',
  'branding.accentFormat': 'Scriva il colore nel formato #rrggbb, ad esempio #0b3d91.',
  'branding.accentLow':
    'Il colore {colour} raggiunge un contrasto di {ratio} con {where}; è necessario almeno 4,5:1.',
  'branding.whereWhite': 'il testo bianco su pulsanti e intestazione',
  'branding.wherePage': 'i link sullo sfondo della pagina',
  'branding.save': 'Salva nome e colore',
  'branding.logo': 'Logo',
  'branding.logoHint': 'Un file PNG o JPEG di al massimo 200 KB e 1000 × 1000 pixel.',
  'branding.upload': 'Carica il logo',
  'branding.removeLogo': 'Rimuovi il logo',
  'branding.noLogo': 'Nessun logo: al suo posto viene mostrato il nome.',
  'branding.notSet': 'Non impostato',
  'branding.logoTooLarge': 'Il file è di {size} KB; un logo può essere al massimo di 200 KB.',
  'branding.logoNotImage':
    'Il logo deve essere un’immagine PNG o JPEG. SVG e altri formati non sono accettati.',
  'branding.logoMismatch': 'Il file è denominato o inviato come {declared}, ma il contenuto è {actual}.',
  'branding.logoTooManyPixels':
    'Il logo misura {width} × {height} pixel; è consentito al massimo 1000 × 1000.',
  'branding.logoCorrupt': 'Il file è danneggiato: non può essere letto come immagine completa.',
  'branding.logoEmpty': 'Scelga un file PNG o JPEG da caricare.',
  // The settings page's audit log names these actions.
  'audit.workspace.branding_changed': 'Personalizzazione modificata',
  'audit.workspace.logo_changed': 'Logo modificato',
  'audit.workspace.logo_removed': 'Logo rimosso',
});
