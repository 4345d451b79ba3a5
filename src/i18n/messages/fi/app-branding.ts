// Suomi (neutraali kirjakieli). Keys and {placeholders} as in ../en/app-branding.ts.
import type { Area } from '../area.ts';
import type { appBranding as en } from '../en/app-branding.ts';

export const appBranding = (): Area<typeof en> => ({
  'branding.title': 'Brändäys',
  'branding.lead':
    'Allekirjoittajat näkevät nimesi, logosi ja värisi allekirjoitussivulla, sähköposteissaan ja tarkastustodistuksessa. Ilman niitä kaikki säilyttää Countersignin neutraalin ulkoasun.',
  'branding.displayName': 'Näyttönimi',
  'branding.displayNameHint':
    'Allekirjoittajille lähetettävien sähköpostien lähettäjä on ”{example}”. Jätä tyhjäksi, jos haluat käyttää työtilan nimeä.',
  'branding.displayNameTooLong': 'Näyttönimessä voi olla enintään 100 merkkiä.',
  'branding.accent': 'Korostusväri',
  'branding.accentHint':
    'Muodossa #rrggbb. Värin kontrastin on oltava vähintään 4,5:1 sekä valkoisen tekstin kanssa että sivun taustaa vasten (WCAG AA).',
  'branding.accentFormat': 'Kirjoita väri muodossa #rrggbb, esimerkiksi #0b3d91.',
  'branding.accentLow': 'Värin {colour} kontrasti on {ratio} ({where}); vaaditaan vähintään 4,5:1.',
  'branding.whereWhite': 'valkoinen teksti painikkeissa ja ylätunnisteessa',
  'branding.wherePage': 'linkit sivun taustaa vasten',
  'branding.save': 'Tallenna nimi ja väri',
  'branding.logo': 'Logo',
  'branding.logoHint': 'PNG- tai JPEG-tiedosto, enintään 200 kt ja 1000 × 1000 pikseliä.',
  'branding.upload': 'Lataa logo',
  'branding.removeLogo': 'Poista logo',
  'branding.noLogo': 'Ei logoa: sen sijaan näytetään nimi.',
  'branding.notSet': 'Ei asetettu',
  'branding.logoTooLarge': 'Tiedoston koko on {size} kt; logo voi olla enintään 200 kt.',
  'branding.logoNotImage': 'Logon on oltava PNG- tai JPEG-kuva. SVG- ja muita muotoja ei hyväksytä.',
  'branding.logoMismatch':
    'Tiedosto on nimetty tai lähetetty muodossa {declared}, mutta sen sisältö on {actual}.',
  'branding.logoTooManyPixels': 'Logo on {width} × {height} pikseliä; enintään 1000 × 1000 on sallittu.',
  'branding.logoCorrupt': 'Tiedosto on vahingoittunut: sitä ei voi lukea kokonaisena kuvana.',
  'branding.logoEmpty': 'Valitse ladattava PNG- tai JPEG-tiedosto.',
  'audit.workspace.branding_changed': 'Brändäystä muutettu',
  'audit.workspace.logo_changed': 'Logo vaihdettu',
  'audit.workspace.logo_removed': 'Logo poistettu',
});
