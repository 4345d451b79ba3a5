// Template PDFs carrying active content, built with pdf-lib the way a hostile member would: each
// holds one kind (and the "everything" one all of them), plus a plain https link that must survive.
// Two kinds hide what an action or an annotation is: behind indirect references (which viewers
// follow), or not naming it at all (which a viewer may still run).
import { PDFDocument, PDFName, type PDFObject, PDFString, StandardFonts } from 'pdf-lib';

export const HOSTILE_KINDS = [
  'openActionJavaScript',
  'pageAdditionalActions',
  'linkJavaScript',
  'namesJavaScript',
  'launch',
  'embeddedFile',
  'xfa',
  'indirectTypes',
  'untypedActions',
  'everything',
] as const;
export type HostileKind = (typeof HOSTILE_KINDS)[number];

/** The text of the script every hostile file carries, so its absence can be checked. */
export const SCRIPT = "app.alert('countersign-hostile-script')";
export const SAFE_LINK = 'https://example.com/terms';
export const PAYLOAD_NAME = 'hostile-payload.exe';

export async function hostilePdf(kind: HostileKind): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText(`Hostile template: ${kind}`, { x: 72, y: 760, size: 14, font });
  const { context, catalog } = doc;
  const js = () => context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(SCRIPT) });
  const all = kind === 'everything';
  const annotations = [
    // A link to a web page: kept.
    context.register(
      context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [72, 700, 300, 720],
        Border: [0, 0, 0],
        A: { S: 'URI', URI: PDFString.of(SAFE_LINK) },
      }),
    ),
  ];
  if (all || kind === 'openActionJavaScript') catalog.set(PDFName.of('OpenAction'), context.register(js()));
  if (all || kind === 'pageAdditionalActions') {
    page.node.set(PDFName.of('AA'), context.obj({ O: js(), C: js() }));
    catalog.set(PDFName.of('AA'), context.obj({ WC: js() }));
  }
  if (all || kind === 'linkJavaScript') {
    annotations.push(
      context.register(context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, 600, 300, 620], A: js() })),
    );
    // A web link whose next action runs script: the link stays, the script goes.
    annotations.push(
      context.register(
        context.obj({
          Type: 'Annot',
          Subtype: 'Link',
          Rect: [72, 560, 300, 580],
          A: { S: 'URI', URI: PDFString.of(SAFE_LINK), Next: js() },
        }),
      ),
    );
  }
  if (all || kind === 'namesJavaScript') {
    const tree = context.obj({ Names: [PDFString.of('startup'), context.register(js())] });
    catalog.set(PDFName.of('Names'), context.obj({ JavaScript: context.register(tree) }));
  }
  if (all || kind === 'launch') {
    annotations.push(
      context.register(
        context.obj({
          Type: 'Annot',
          Subtype: 'Link',
          Rect: [72, 500, 300, 520],
          A: { S: 'Launch', F: PDFString.of('cmd.exe'), Win: { F: PDFString.of('cmd.exe') } },
        }),
      ),
    );
    if (!all) {
      catalog.set(
        PDFName.of('OpenAction'),
        context.obj({ S: 'Launch', F: PDFString.of('/bin/sh'), NewWindow: true }),
      );
    }
  }
  if (all || kind === 'xfa') {
    const xfa = context.stream('<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><script>x</script></xdp:xdp>');
    catalog.set(PDFName.of('AcroForm'), context.obj({ Fields: [], XFA: context.register(xfa) }));
  }
  if (all || kind === 'embeddedFile') {
    const payload = new TextEncoder().encode('MZ pretend executable');
    // A file-attachment annotation on the page, with its own embedded file stream.
    const stream = context.register(context.stream(payload, { Type: 'EmbeddedFile' }));
    const spec = context.obj({
      Type: 'Filespec',
      F: PDFString.of(`annotation-${PAYLOAD_NAME}`),
      EF: { F: stream },
    });
    annotations.push(
      context.register(
        context.obj({
          Type: 'Annot',
          Subtype: 'FileAttachment',
          Rect: [72, 400, 90, 420],
          FS: context.register(spec),
        }),
      ),
    );
  }
  // The action's or annotation's type as an object of its own: `/S 12 0 R`, `12 0 obj /JavaScript`.
  const indirect = (type: string) => context.register(PDFName.of(type));
  const link = (y: number, action: PDFObject) =>
    context.register(context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, y, 300, y + 20], A: action }));
  if (kind === 'indirectTypes') {
    catalog.set(
      PDFName.of('OpenAction'),
      context.obj({ S: indirect('JavaScript'), JS: PDFString.of(SCRIPT) }),
    );
  }
  if (all || kind === 'indirectTypes') {
    annotations.push(
      link(460, context.obj({ S: indirect('Launch'), F: PDFString.of('cmd.exe') })),
      link(
        440,
        context.obj({
          S: 'URI',
          URI: PDFString.of(SAFE_LINK),
          Next: { S: indirect('JavaScript'), JS: PDFString.of(SCRIPT) },
        }),
      ),
    );
    const payload = context.register(
      context.stream(new TextEncoder().encode('MZ pretend executable'), { Type: 'EmbeddedFile' }),
    );
    const spec = context.obj({
      Type: 'Filespec',
      F: PDFString.of(`indirect-${PAYLOAD_NAME}`),
      EF: { F: payload },
    });
    annotations.push(
      context.register(
        context.obj({
          Type: 'Annot',
          Subtype: indirect('FileAttachment'),
          Rect: [72, 420, 90, 438],
          FS: spec,
        }),
      ),
    );
  }
  if (kind === 'untypedActions') {
    // No /S at all: no type to keep it by.
    catalog.set(PDFName.of('OpenAction'), context.obj({ JS: PDFString.of(SCRIPT) }));
  }
  if (all || kind === 'untypedActions') {
    annotations.push(
      // The type as a string, not a name.
      link(400, context.obj({ S: PDFString.of('JavaScript'), JS: PDFString.of(SCRIPT) })),
      // A reference to a reference to the name.
      link(380, context.obj({ S: context.register(indirect('JavaScript')), JS: PDFString.of(SCRIPT) })),
    );
  }
  page.node.set(PDFName.of('Annots'), context.obj(annotations));
  if (all || kind === 'embeddedFile') {
    // The document-level /EmbeddedFiles name tree (pdf-lib writes it on save).
    await doc.attach(new TextEncoder().encode('MZ pretend executable'), PAYLOAD_NAME, {
      mimeType: 'application/octet-stream',
    });
  }
  return doc.save();
}

/** What must not be in a file's QDF text (qpdf --qdf --object-streams=disable), by name. */
export const FORBIDDEN_IN_QDF: Array<[string, RegExp]> = [
  ['a JavaScript action', /\/S\s*\/JavaScript/],
  ['a /JS entry', /\/JS\b/],
  ['the /JavaScript name tree', /\/JavaScript\b/],
  ['a Launch action', /\/Launch\b/],
  ['an /OpenAction', /\/OpenAction\b/],
  ['trigger actions (/AA)', /\/AA\b/],
  ['XFA', /\/XFA\b/],
  ['a FileAttachment annotation', /\/FileAttachment\b/],
  ['the script itself', /countersign-hostile-script/],
  ['the uploaded attachment', new RegExp(PAYLOAD_NAME.replace('.', '\\.'))],
];
