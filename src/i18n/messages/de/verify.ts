// Deutsch, die öffentliche Prüfseite (/verify). Keys and {placeholders} as in ../en/verify.ts.
import type { verify as en } from '../en/verify.ts';

export const verify = (): Record<keyof typeof en, string> => ({
  'verify.title': 'Ein unterschriebenes Dokument prüfen',
  'verify.lead':
    'Prüfen Sie, ob ein über diesen Dienst abgeschlossenes Dokument echt und unverändert ist. Die Datei wird auf diesem Server geprüft und nicht aufbewahrt.',
  'verify.dropLabel': 'PDF hier ablegen oder auswählen',
  'verify.chooseLabel': 'PDF auswählen',
  'verify.dropHint': 'Ein PDF von höchstens 25 MiB.',
  'verify.submit': 'Prüfen',
  'verify.checking': 'Die Datei wird geprüft …',
  'verify.again': 'Eine andere Datei prüfen',
  'verify.resultTitle': 'Ergebnis der Prüfung',
  'verify.fileHash': 'SHA-256 der Datei',
  'verify.sealsHeading': 'Siegel und Zeitstempel',
  'verify.requestHeading': 'Die Signaturanfrage',
  'verify.claimedHeading': 'Die Anfrage, aus der diese Datei zu stammen behauptet',
  'verify.claimed':
    'Die Datei wurde nach dem Versiegeln verändert. Diese Angaben sagen daher nur, was sie behauptet; sie stehen hier so, wie der Dienst sie aufgezeichnet hat.',
  'verify.noRequest':
    'Keine von diesem Dienst abgeschlossene Anfrage hat diese ausgeführten Seiten, daher werden keine Angaben zur Anfrage gezeigt.',
  'verify.erased':
    'Dieser Dienst hat diese Anfrage abgeschlossen, und ihr Datensatz wurde inzwischen gelöscht: Namen und Angaben sind nicht mehr gespeichert. Das Siegel oben zeigt weiterhin, ob diese Datei die versiegelte ist.',
  'verify.kind.signature': 'Siegel',
  'verify.kind.document_timestamp': 'Dokumentzeitstempel',
  'verify.label.signer': 'Unterzeichnet von',
  'verify.label.ours': 'Von diesem Dienst',
  'verify.label.intact': 'Unversehrt',
  'verify.label.covers': 'Deckt die ganze Datei ab',
  'verify.label.signedAt': 'Unterzeichnet am (angegeben)',
  'verify.label.timestamp': 'Vertrauenswürdiger Zeitstempel',
  'verify.label.noTimestamp': 'keiner',
  'verify.label.requestId': 'Anfrage-ID',
  'verify.label.template': 'Vorlage',
  'verify.label.completed': 'Abgeschlossen',
  'verify.label.erased': 'Datensatz gelöscht',
  'verify.label.signers': 'Unterzeichnende',
  'verify.signerSigned': '{role}: unterschrieben am {date}',
  'verify.signerNotSigned': '{role}: nicht unterschrieben',
  'verify.yes': 'ja',
  'verify.no': 'nein',
  'verify.timestampBy': '{time} von {authority}',
  'verify.timestampByBroken': '{time} von {authority} (beschädigt)',
  'verify.verdict.valid.heading': 'Echt und unverändert',
  'verify.verdict.valid.text':
    'Diese Datei ist genau so, wie dieser Dienst sie versiegelt hat: Das Siegel ist unversehrt, und danach wurde nichts geändert oder hinzugefügt.',
  'verify.verdict.modified.heading': 'Nach dem Versiegeln verändert',
  'verify.verdict.modified.text':
    'Diese Datei trägt das Siegel dieses Dienstes, aber ihr Inhalt stimmt nicht mehr mit dem Versiegelten überein, oder nach dem Siegel wurde etwas hinzugefügt. Verlassen Sie sich nicht darauf; bitten Sie den Absender um das Original.',
  'verify.verdict.not_ours.heading': 'Unterzeichnet, aber nicht von diesem Dienst',
  'verify.verdict.not_ours.text':
    'Diese Datei trägt eine digitale Signatur, aber keine dieses Dienstes. Prüfen Sie sie bei demjenigen, der sie unterzeichnet hat.',
  'verify.verdict.not_sealed.heading': 'Kein Siegel',
  'verify.verdict.not_sealed.text':
    'Dieses PDF trägt keine digitale Signatur, daher lässt sich weder seine Herkunft noch seine Unversehrtheit bestätigen.',
  'verify.error.notPdf': 'Die Datei ist kein PDF.',
  'verify.error.noFile': 'Wählen Sie ein PDF zum Prüfen.',
  'verify.error.tooLarge': 'Die Datei ist größer als 25 MiB.',
  'verify.error.generic': 'Die Datei konnte nicht geprüft werden. Bitte versuchen Sie es noch einmal.',
});
