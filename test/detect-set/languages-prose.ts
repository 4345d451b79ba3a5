// The detection set's forms of issue 48 in more languages (Italian, Portuguese, Dutch, Polish,
// Swedish, Danish, Norwegian, Finnish, Czech, Turkish), and pages whose blanks and rules are no
// fields: fill-in-the-blank prose, page decoration, underscores inside words.
import { Book, LOREM, type SetDocument, type TruthType } from './sheet.ts';

const LANGUAGES = 'more languages';
const PROSE = 'prose and decoration';

type Line = [label: string, count: number, type: TruthType];

/** A form in one language: a heading, a sentence, then "Label: ____" lines, two to a row where given. */
async function languageForm(
  name: string,
  about: string,
  heading: string,
  sentence: string,
  rows: Line[][],
  style: 'underscores' | 'dots' | 'rules' = 'underscores',
): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text(heading, 60, 70, 15);
  let y = s.prose(sentence, 60, 100, 470) + 30;
  for (const row of rows) {
    let x = 60;
    for (const [label, count, type] of row) {
      if (style === 'rules') {
        const x1 = x + s.widthOf(label) + 6 + count * 5;
        s.labelRule(label, x, x1, y, type);
        x = x1 + 30;
      } else if (style === 'dots') x = s.dots(label, x, y, count, type) + 30;
      else x = s.underscores(label, x, y, count, type) + 30;
    }
    y += 40;
  }
  return book.done(name, about, LANGUAGES);
}

export const italianForm = () =>
  languageForm(
    'italian-form',
    'Nome, Luogo e data, Firma, Sigla',
    'Modulo di adesione',
    'Il sottoscritto dichiara di aver letto e accettato le condizioni generali del servizio.',
    [
      [['Nome e cognome:', 40, 'text']],
      [
        ['Luogo:', 20, 'text'],
        ['Data:', 16, 'date'],
      ],
      [['Firma:', 34, 'signature']],
      [['Sigla:', 8, 'initials']],
    ],
  );

export const portugueseForm = () =>
  languageForm(
    'portuguese-form',
    'Nome, Local, Data, Assinatura, Rubrica (rules)',
    'Termo de consentimento',
    'Declaro que li e compreendi as informações acima e concordo com os termos apresentados.',
    [
      [['Nome completo:', 60, 'text']],
      [
        ['Local:', 24, 'text'],
        ['Data:', 20, 'date'],
      ],
      [['Assinatura:', 50, 'signature']],
      [['Rubrica:', 12, 'initials']],
    ],
    'rules',
  );

export const dutchForm = () =>
  languageForm(
    'dutch-form',
    'Naam, Plaats, Datum, Handtekening, Paraaf (dots)',
    'Toestemmingsformulier',
    'Ondergetekende verklaart de voorwaarden te hebben gelezen en gaat hiermee akkoord.',
    [
      [['Naam:', 50, 'text']],
      [
        ['Plaats:', 24, 'text'],
        ['Datum:', 20, 'date'],
      ],
      [['Handtekening:', 46, 'signature']],
      [['Paraaf:', 10, 'initials']],
    ],
    'dots',
  );

export const polishCzechForm = () =>
  languageForm(
    'polish-czech-form',
    'Imię i nazwisko, Data, Podpis; Jméno, Datum, Podpis',
    'Oświadczenie / Prohlášení',
    'Oświadczam, że zapoznałem się z regulaminem. Prohlašuji, že jsem se seznámil s podmínkami.',
    [
      [['Imię i nazwisko:', 40, 'text']],
      [
        ['Miejscowość:', 18, 'text'],
        ['Data:', 16, 'date'],
      ],
      [['Podpis:', 34, 'signature']],
      [['Jméno a příjmení:', 38, 'text']],
      [
        ['Datum:', 16, 'date'],
        ['Podpis:', 30, 'signature'],
      ],
    ],
  );

export const nordicForm = () =>
  languageForm(
    'nordic-form',
    'Swedish, Danish, Norwegian and Finnish: Underskrift, Namnförtydligande, Dato, Allekirjoitus, Pvm',
    'Samtycke / Samtykke / Suostumus',
    'Jag har läst villkoren. Jeg har læst betingelserne. Olen lukenut ehdot ja hyväksyn ne.',
    [
      [
        ['Ort och datum:', 22, 'date'],
        ['Underskrift:', 26, 'signature'],
      ],
      [['Namnförtydligande:', 34, 'text']],
      [
        ['Dato:', 16, 'date'],
        ['Underskrift:', 30, 'signature'],
      ],
      [['Navn:', 40, 'text']],
      [
        ['Pvm:', 16, 'date'],
        ['Allekirjoitus:', 28, 'signature'],
      ],
      [['Nimen selvennys:', 34, 'text']],
    ],
  );

export const turkishForm = () =>
  languageForm(
    'turkish-form',
    'Adı Soyadı, Tarih, İmza, Paraf (rules)',
    'Onay formu',
    'Yukarıdaki bilgilerin doğru olduğunu ve koşulları kabul ettiğimi beyan ederim.',
    [
      [['Adı Soyadı:', 50, 'text']],
      [
        ['Tarih:', 20, 'date'],
        ['İmza:', 34, 'signature'],
      ],
      [['Paraf:', 12, 'initials']],
    ],
    'rules',
  );

export async function proseBlanks(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Geography quiz', 60, 70, 15);
  let end = s.text('1. The capital of France is', 60, 110, 11);
  end = s.text('_'.repeat(12), end + 3, 110, 11);
  s.text('.', end, 110, 11);
  end = s.text('2. The Danube flows through', 60, 140, 11);
  end = s.text('_'.repeat(10), end + 3, 140, 11);
  s.text('countries before it reaches the sea.', end + 3, 140, 11);
  end = s.text('3. Rome lies on the river', 60, 170, 11);
  s.text(`${'.'.repeat(16)} and was founded in 753 BC.`, end + 3, 170, 11);
  end = s.text('I,', 60, 210, 11);
  end = s.text('_'.repeat(20), end + 3, 210, 11);
  s.text(', confirm these answers are my own work.', end, 210, 11);
  s.underscores('Signature:', 60, 260, 30, 'signature');
  s.underscores('Date:', 330, 260, 14, 'date');
  return book.done(
    'prose-blanks',
    'fill-in-the-blank sentences (no fields), then a signature and date',
    PROSE,
  );
}

export async function pageDecoration(pages = 3): Promise<SetDocument> {
  const book = await Book.create();
  for (let n = 1; n <= pages; n += 1) {
    const s = book.page();
    s.text('ACME Services Ltd — Master services agreement', 40, 40, 9);
    s.rule(40, 555, 48);
    s.prose(`${LOREM} ${LOREM}`, 60, 90, 470);
    s.rule(60, 535, 380, 1.5);
    s.prose(LOREM, 60, 410, 470);
    if (n === pages) {
      s.labelRule('Signature:', 60, 300, 600, 'signature');
      s.labelRule('Date:', 330, 480, 600, 'date');
    }
    s.rule(40, 555, 800);
    s.text(`Page ${n} of ${pages}`, 270, 815, 9);
  }
  return book.done(
    'page-decoration',
    'header and footer rules, a full-width separator, "Page 1 of 3"',
    PROSE,
  );
}

export async function underscoresInWords(): Promise<SetDocument> {
  const book = await Book.create();
  const s = book.page();
  s.text('Export settings', 60, 70, 15);
  s.text('Set EXPORT___DIR and file___name___prefix in the configuration file.', 60, 110, 10);
  s.text('The key MAX____ROWS limits the size of each batch.', 60, 130, 10);
  s.underscores('Approved by (signature):', 60, 200, 28, 'signature');
  s.underscores('Date:', 60, 240, 16, 'date');
  return book.done('underscores-in-words', 'underscores inside words are text; a signature and date', PROSE);
}
