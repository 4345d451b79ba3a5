// Active content in an uploaded template PDF (issue 26 item 9): whatever a viewer would run, launch,
// send or unpack on its own is removed before the file is stored, so a member cannot ship script or
// files to outside signers inside a document that later carries our seal. Removed: every action but
// GoTo, Named (page navigation) and URI with an http, https or mailto address — so JavaScript,
// Launch, SubmitForm, ImportData, ResetForm, GoToR/GoToE, Rendition, RichMediaExecute, … — wherever
// it hangs (/OpenAction, /A, /Next), every trigger dictionary (/AA: document, page, field and
// annotation), the /JavaScript and /EmbeddedFiles name trees, embedded file streams (/EF) and
// associated files (/AF), portfolios (/Collection), XFA forms, and FileAttachment, RichMedia, Screen,
// Movie, Sound and 3D annotations. Links to a page or a web address stay: contracts carry them.
// The objects left unreferenced are deleted too, so the bytes themselves are gone from the file.
// Every value is read the way viewers read it, through any indirect references (a /S of `12 0 R`
// naming /JavaScript is JavaScript), and what cannot be told is removed: an action whose type does
// not resolve to a name is an unknown action, not a harmless one.
import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFStream,
  PDFString,
} from '../platform/pdf.ts';

const KEEP_ACTIONS = new Set(['GoTo', 'Named', 'URI']);
const SAFE_URI = /^\s*(?:https?:|mailto:)/i;
const REMOVED_ANNOTATIONS = new Set(['FileAttachment', 'RichMedia', 'Screen', 'Movie', 'Sound', '3D']);
const UNKNOWN_ACTION = 'unknown action';
/** More references in a row than any writer makes: a loop, or a chain built to outlast the reader. */
const MAX_INDIRECTION = 32;
const name = (key: string) => PDFName.of(key);

/** Other dictionaries that hang under an action's keys: they have no /S, and are left alone. */
const isStructureAttributes = (dict: PDFDict) => dict.has(name('O')); // a structure element's /A
const isOutlineItem = (dict: PDFDict) => dict.has(name('Title')); // an outline item's /Next

/**
 * Removes the document's active content in place. Returns what was removed, by kind (`JavaScript`,
 * `Launch`, `embedded files`, `XFA`, `unknown action`, …), empty when the file held none (the caller
 * then keeps its bytes as uploaded).
 */
export function removeActiveContent(doc: PDFDocument): string[] {
  const found = new Set<string>();
  const { context } = doc;
  /** The object a value stands for, through references to references; a reference still if they loop. */
  const resolve = (value: PDFObject | undefined): PDFObject | undefined => {
    let object = value;
    for (let hops = 0; object instanceof PDFRef && hops < MAX_INDIRECTION; hops += 1) {
      object = context.lookup(object);
    }
    return object;
  };

  /**
   * What kind of action a value is, or null when it stays: GoTo, Named, a web link, or no action at
   * all (a destination, nothing, or a dictionary `sharesKey` recognises). An action whose /S is
   * missing or, resolved, not a name is an unknown action: a viewer may still run it.
   */
  const actionKind = (
    value: PDFObject | undefined,
    sharesKey?: (dict: PDFDict) => boolean,
  ): string | null => {
    const target = resolve(value);
    if (target instanceof PDFRef) return UNKNOWN_ACTION;
    const action = target instanceof PDFStream ? target.dict : target;
    if (!(action instanceof PDFDict)) return null;
    if (!action.has(name('S')) && sharesKey?.(action)) return null;
    const type = resolve(action.get(name('S')));
    if (!(type instanceof PDFName)) return UNKNOWN_ACTION;
    const kind = type.decodeText();
    if (kind === 'URI') {
      const uri = resolve(action.get(name('URI')));
      const text = uri instanceof PDFString || uri instanceof PDFHexString ? uri.decodeText() : '';
      return SAFE_URI.test(text) ? null : 'URI with a script or file address';
    }
    return KEEP_ACTIONS.has(kind) ? null : kind;
  };

  const clean = (dict: PDFDict) => {
    if (dict.has(name('AA'))) {
      const aa = resolve(dict.get(name('AA')));
      if (aa instanceof PDFDict) {
        for (const [, action] of aa.entries()) found.add(actionKind(action) ?? 'trigger actions (/AA)');
      } else found.add('trigger actions (/AA)');
      dict.delete(name('AA'));
    }
    for (const [key, sharesKey] of [
      ['A', isStructureAttributes],
      ['OpenAction', undefined],
    ] as const) {
      const kind = actionKind(dict.get(name(key)), sharesKey);
      if (kind) {
        found.add(kind);
        dict.delete(name(key));
      }
    }
    const next = resolve(dict.get(name('Next')));
    if (next instanceof PDFArray) {
      for (let i = next.size() - 1; i >= 0; i--) {
        const kind = actionKind(next.get(i));
        if (kind) {
          found.add(kind);
          next.remove(i);
        }
      }
    } else {
      const kind = actionKind(next, isOutlineItem);
      if (kind) {
        found.add(kind);
        dict.delete(name('Next'));
      }
    }
    for (const [key, what] of [
      ['EF', 'embedded files'],
      ['AF', 'embedded files'],
      ['Collection', 'embedded files'],
      ['XFA', 'XFA'],
      ['RichMediaContent', 'RichMedia'],
    ]) {
      if (dict.has(name(key))) {
        found.add(what);
        dict.delete(name(key));
      }
    }
    const annotations = resolve(dict.get(name('Annots')));
    if (annotations instanceof PDFArray) {
      for (let i = annotations.size() - 1; i >= 0; i--) {
        const annotation = resolve(annotations.get(i));
        const subtype = annotation instanceof PDFDict ? resolve(annotation.get(name('Subtype'))) : undefined;
        if (subtype instanceof PDFName && REMOVED_ANNOTATIONS.has(subtype.decodeText())) {
          found.add(subtype.decodeText() === 'FileAttachment' ? 'embedded files' : subtype.decodeText());
          annotations.remove(i);
        }
      }
    }
  };

  // Every dictionary of every object, nested ones included; iterative, for deeply nested files.
  const stack: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object);
  while (stack.length > 0) {
    const item = stack.pop()!;
    const dict = item instanceof PDFStream ? item.dict : item;
    if (dict instanceof PDFDict) {
      clean(dict);
      for (const [, child] of dict.entries()) if (!(child instanceof PDFRef)) stack.push(child);
    } else if (dict instanceof PDFArray) {
      for (const child of dict.asArray()) if (!(child instanceof PDFRef)) stack.push(child);
    }
  }

  const names = resolve(doc.catalog.get(name('Names')));
  if (names instanceof PDFDict) {
    if (names.has(name('JavaScript'))) found.add('JavaScript');
    if (names.has(name('EmbeddedFiles'))) found.add('embedded files');
    names.delete(name('JavaScript'));
    names.delete(name('EmbeddedFiles'));
  }

  if (found.size > 0) deleteUnreachable(doc);
  return [...found].sort();
}

/** Deletes every object neither the catalog nor the document information reaches. */
function deleteUnreachable(doc: PDFDocument): void {
  const { context } = doc;
  const reached = new Set<string>();
  const stack: PDFObject[] = [];
  for (const root of [context.trailerInfo.Root, context.trailerInfo.Info]) if (root) stack.push(root);
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item instanceof PDFRef) {
      const key = item.toString();
      if (reached.has(key)) continue;
      reached.add(key);
      const target = context.lookup(item);
      if (target) stack.push(target);
    } else if (item instanceof PDFStream) stack.push(item.dict);
    else if (item instanceof PDFDict) for (const [, child] of item.entries()) stack.push(child);
    else if (item instanceof PDFArray) for (const child of item.asArray()) stack.push(child);
  }
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref.toString())) context.delete(ref);
  }
}
