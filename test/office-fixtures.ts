// Office documents made at test time (issue 32 item 2): Word (.docx) and OpenDocument (.odt) packages
// written by hand with the smallest parts their formats need, RTF, and two hostile Word files: a
// macro-enabled document (a VBA project whose Document_Open/AutoOpen writes a marker file) and a
// document whose image is an external link to a URL. No binary fixture is checked in.
import { ZipFile } from 'yazl';
import { vbaProject } from './vba-project.ts';

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function zip(
  entries: Array<[string, string | Uint8Array, { store?: boolean }?]>,
): Promise<Uint8Array> {
  const file = new ZipFile();
  for (const [name, data, options] of entries) {
    file.addBuffer(Buffer.from(data), name, { compress: !options?.store, mtime: new Date(0) });
  }
  file.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.outputStream.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    file.outputStream.on('error', reject);
  });
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';

const paragraph = (text: string, pageBreakBefore = false) =>
  `<w:p>${pageBreakBefore ? '<w:pPr><w:pageBreakBefore/></w:pPr>' : ''}<w:r><w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`;

interface DocxParts {
  body: string;
  relationships?: string;
  contentTypes?: string;
  mainType?: string;
  extra?: Array<[string, Uint8Array | string]>;
}

function docxPackage(parts: DocxParts): Promise<Uint8Array> {
  const mainType =
    parts.mainType ?? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
  return zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="${mainType}"/>${parts.contentTypes ?? ''}
</Types>`,
    ],
    [
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${DOC_REL}" Target="word/document.xml"/></Relationships>`,
    ],
    [
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W}" xmlns:r="${R}"
 xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"
 xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"
 xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><w:body>${parts.body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`,
    ],
    [
      'word/_rels/document.xml.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PKG_REL}">${parts.relationships ?? ''}</Relationships>`,
    ],
    ...(parts.extra ?? []),
  ]);
}

/** A .docx of the paragraphs; each string of `pages` after the first starts a new page. */
export function docx(paragraphs: string[], options: { pages?: string[][] } = {}): Promise<Uint8Array> {
  const pages = options.pages ?? [paragraphs];
  const body = pages
    .map((texts, page) => texts.map((text, i) => paragraph(text, page > 0 && i === 0)).join(''))
    .join('');
  return docxPackage({ body });
}

/** A .docx showing `text` and an image that is an external link to `imageUrl` (not in the package). */
export function docxWithExternalImage(text: string, imageUrl: string): Promise<Uint8Array> {
  const emu = 914400; // one inch
  const drawing = `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="${emu}" cy="${emu}"/><wp:docPr id="1" name="Picture 1"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="linked.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="rIdImage"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${emu}" cy="${emu}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
  return docxPackage({
    body: paragraph(text) + drawing,
    relationships: `<Relationship Id="rIdImage" Type="${R}/image" Target="${xmlText(imageUrl)}" TargetMode="External"/>`,
  });
}

/**
 * A macro-enabled Word document (.docm content): its VBA project's ThisDocument has Document_Open
 * and AutoOpen, each writing "ran" to `markerFile`. Word runs them when the document opens and
 * macros are enabled; a converter must not.
 */
export function docmWithAutoOpen(text: string, markerFile: string): Promise<Uint8Array> {
  const write = [`  Open "${markerFile}" For Output As #1`, '  Print #1, "ran"', '  Close #1'].join('\r\n');
  const source = [
    'Attribute VB_Name = "ThisDocument"',
    'Attribute VB_Base = "1Normal.ThisDocument"',
    'Attribute VB_GlobalNameSpace = False',
    'Attribute VB_Creatable = False',
    'Attribute VB_PredeclaredId = True',
    'Attribute VB_Exposed = True',
    'Attribute VB_TemplateDerived = True',
    'Attribute VB_Customizable = True',
    'Private Sub Document_Open()',
    write,
    'End Sub',
    'Sub AutoOpen()',
    write,
    'End Sub',
    '',
  ].join('\r\n');
  return docxPackage({
    body: paragraph(text),
    mainType: 'application/vnd.ms-word.document.macroEnabled.main+xml',
    contentTypes:
      '\n<Override PartName="/word/vbaProject.bin" ContentType="application/vnd.ms-office.vbaProject"/>',
    relationships: `<Relationship Id="rIdVba" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="vbaProject.bin"/>`,
    extra: [['word/vbaProject.bin', vbaProject([{ name: 'ThisDocument', document: true, source }])]],
  });
}

/**
 * An OpenDocument text (.odt) of the paragraphs; with `onLoadMarker`, it also carries a Basic macro
 * bound to the document's load event that writes "ran" to that file.
 */
export function odt(paragraphs: string[], options: { onLoadMarker?: string } = {}): Promise<Uint8Array> {
  const macro = options.onLoadMarker;
  const scripts = macro
    ? '<office:scripts><office:event-listeners><script:event-listener script:language="ooo:script" script:event-name="dom:load" xlink:href="vnd.sun.star.script:Standard.Module1.Main?language=Basic&amp;location=document"/></office:event-listeners></office:scripts>'
    : '';
  const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:script="urn:oasis:names:tc:opendocument:xmlns:script:1.0" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:ooo="http://openoffice.org/2004/office" xmlns:dom="http://www.w3.org/2001/xml-events" office:version="1.2">${scripts}<office:body><office:text>${paragraphs
    .map((p) => `<text:p>${xmlText(p)}</text:p>`)
    .join('')}</office:text></office:body></office:document-content>`;
  const basic: Array<[string, string]> = macro
    ? [
        [
          'Basic/Standard/Module1.xml',
          `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE script:module PUBLIC "-//OpenOffice.org//DTD OfficeDocument 1.0//EN" "module.dtd">
<script:module xmlns:script="http://openoffice.org/2000/script" script:name="Module1" script:language="StarBasic">Sub Main
  Open &quot;${xmlText(macro)}&quot; For Output As #1
  Print #1, &quot;ran&quot;
  Close #1
End Sub
</script:module>`,
        ],
        [
          'Basic/Standard/script-lb.xml',
          `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE library:library PUBLIC "-//OpenOffice.org//DTD OfficeDocument 1.0//EN" "library.dtd">
<library:library xmlns:library="http://openoffice.org/2000/library" library:name="Standard" library:readonly="false" library:passwordprotected="false"><library:element library:name="Module1"/></library:library>`,
        ],
        [
          'Basic/script-lc.xml',
          `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE library:libraries PUBLIC "-//OpenOffice.org//DTD OfficeDocument 1.0//EN" "libraries.dtd">
<library:libraries xmlns:library="http://openoffice.org/2000/library" xmlns:xlink="http://www.w3.org/1999/xlink"><library:library library:name="Standard" library:link="false"/></library:libraries>`,
        ],
      ]
    : [];
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">
<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>
<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>
${basic.map(([name]) => `<manifest:file-entry manifest:full-path="${name}" manifest:media-type="text/xml"/>`).join('\n')}
</manifest:manifest>`;
  return zip([
    ['mimetype', 'application/vnd.oasis.opendocument.text', { store: true }],
    ['content.xml', content],
    ...basic,
    ['META-INF/manifest.xml', manifest],
  ]);
}

/** An RTF document of the paragraphs (ASCII text). */
export function rtf(paragraphs: string[]): Uint8Array {
  const body = paragraphs.map((p) => `${p.replace(/[\\{}]/g, (c) => `\\${c}`)}\\par`).join('\n');
  return new Uint8Array(
    Buffer.from(`{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Helvetica;}}\\f0\\fs24\n${body}\n}`),
  );
}
