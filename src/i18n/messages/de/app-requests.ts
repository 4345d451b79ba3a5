// Deutsch, the requests pages and a request. Keys and {placeholders} as in ../en/app-requests.ts.
import type { appRequests as en } from '../en/app-requests.ts';

export const appRequests = (): Record<keyof typeof en, string> => ({
  // The allowance panel on the list.
  'usage.title': 'Dieser Monat',
  'usage.limited.one': '{used} von {count} Signaturanfrage genutzt',
  'usage.limited.other': '{used} von {count} Signaturanfragen genutzt',
  'usage.unlimited.one': '{count} Signaturanfrage gesendet; Ihr Tarif hat kein Limit',
  'usage.unlimited.other': '{count} Signaturanfragen gesendet; Ihr Tarif hat kein Limit',
  'usage.none': 'Ihr Tarif enthält keine elektronischen Signaturen.',
  'usage.period': 'Seit {start}; das Kontingent erneuert sich am {reset}.',

  // The status tabs of the list.
  'tabs.label': 'Nach Status filtern',
  'tabs.all': 'Alle',
  'tabs.in_progress': 'In Bearbeitung',
  'tabs.completed': 'Abgeschlossen',
  'tabs.declined': 'Abgelehnt',
  'tabs.expired': 'Abgelaufen',
  'tabs.voided': 'Storniert',

  // The list.
  'requests.title': 'Signaturanfragen',
  'requests.send': 'Dokument senden',
  'requests.searchLabel':
    'Nach Name oder E-Mail-Adresse der Unterzeichnenden, nach Vorlage oder nach Anfrage-ID suchen',
  'requests.search': 'Suchen',
  'requests.clear': 'Suche löschen',
  'requests.document': 'Dokument',
  'requests.signers': 'Unterzeichnende',
  'requests.status': 'Status',
  'requests.sent': 'Gesendet',
  'requests.empty': 'Hier gibt es noch keine Anfragen.',
  'requests.emptySearch': 'Keine Anfragen passen zu „{query}“.',
  'requests.paging': 'Seiten',
  'requests.newer': 'Neuere Anfragen',
  'requests.older': 'Ältere Anfragen',
  'requests.caption': 'Anfragen: {tab}',
  'requests.captionSearch': 'Anfragen: {tab}, passend zu „{query}“',
  'requests.sentBy': 'Gesendet von',
  'requests.sentByApiKey': '{name} (API-Schlüssel)',
  'requests.sentByUnnamedKey': 'Unbenannter API-Schlüssel …{lastFour}',
  'requests.formerMember': 'Ein ehemaliges Mitglied',

  // One request.
  'request.sentOn': 'Gesendet',
  'request.expiresOn': 'Läuft ab',
  'request.expiredOn': 'Abgelaufen',
  'request.completedOn': 'Abgeschlossen',
  'request.signers': 'Unterzeichnende',
  'request.signersHint': 'Sie unterschreiben nacheinander, in dieser Reihenfolge.',
  'request.invited': 'Eingeladen',
  'request.opened': 'Geöffnet',
  'request.signed': 'Unterschrieben',
  'request.declined': 'Abgelehnt',
  'request.turn': '{name} ist mit dem Unterschreiben an der Reihe.',
  'request.nobodyWaiting': 'Niemand wartet darauf, zu unterschreiben.',
  'request.copied': 'In Kopie (CC)',
  'request.copiedHint':
    'Sie unterschreiben nichts. Sie erhalten das unterschriebene Dokument oder die Nachricht, dass die Anfrage anders endete.',
  'request.declinedBy': 'Abgelehnt von {name}: {reason}',
  'request.declinedByNoReason': 'Abgelehnt von {name}.',
  'request.linkLabel': 'Signaturlink von {name}',
  'request.linkHint': 'Persönlich für diese Person: Geben Sie ihn nur ihr weiter.',
  'request.actions': 'Aktionen',
  'request.remind': '{name} erinnern',
  'request.remindHint': 'Sendet der Person, die an der Reihe ist, eine E-Mail mit ihrem Link.',
  'request.cooldown':
    '{name} wurde vor weniger als 15 Minuten erinnert. Sie können in {wait} erneut erinnern.',
  'request.reminded': 'Erinnerung an {email} gesendet.',
  'request.noPendingSigner':
    'Niemand wartet darauf, zu unterschreiben, daher wurde keine Erinnerung gesendet.',
  'request.void': 'Diese Anfrage stornieren …',
  'request.voided': 'Die Anfrage ist storniert. Niemand kann sie mehr unterschreiben.',
  'request.alreadyVoided': 'Die Anfrage wurde bereits storniert.',
  'request.notVoidable': 'Die Anfrage ist {status} und kann nicht mehr storniert werden.',
  'request.voidReason': 'Grund: {reason}',
  'request.download': 'Unterschriebenes PDF herunterladen',
  'request.downloadHint': 'Das ausgefertigte Dokument, versiegelt, mit seinem Prüfprotokoll.',
  'request.sendAgain': 'Erneut senden',
  'request.sendAgainHint':
    'Öffnet das Sendeformular, ausgefüllt mit denselben Unterzeichnenden und denselben Werten.',
  'request.viewSent': 'Dokument wie gesendet ansehen (PDF)',
  'request.timeline': 'Verlauf',
  'request.sentFlash': 'Die Anfrage ist gesendet.',
  'request.erase': 'Endgültig löschen …',
  'request.eraseHint':
    'Löscht die Angaben der Unterzeichnenden, die Werte, die Unterschriften und das unterschriebene PDF endgültig.',
  'request.eraseOwnersOnly': 'Nur Inhaber können eine Anfrage endgültig löschen.',
  'request.erasureDue.one':
    'Wird am {date} gelöscht: Dieser Arbeitsbereich bewahrt beendete Anfragen {count} Tag lang auf.',
  'request.erasureDue.other':
    'Wird am {date} gelöscht: Dieser Arbeitsbereich bewahrt beendete Anfragen {count} Tage lang auf.',
  'request.erasureAfterEnd.one':
    'Sobald sie beendet ist, wird sie nach {count} Tag gelöscht (die Aufbewahrungsfrist des Arbeitsbereichs).',
  'request.erasureAfterEnd.other':
    'Sobald sie beendet ist, wird sie nach {count} Tagen gelöscht (die Aufbewahrungsfrist des Arbeitsbereichs).',
  'request.notTerminal':
    'Die Anfrage ist {status}: Stornieren Sie sie zuerst, dann kann sie endgültig gelöscht werden.',

  // Deleting an ended request permanently.
  'erasePage.title': '„{template}“ endgültig löschen?',
  'erasePage.which': 'Gesendet am {sent} an {signers}.',
  'erasePage.lead':
    'Dies kann nicht rückgängig gemacht werden. Alles, was die Anfrage enthält, wird endgültig gelöscht:',
  'erasePage.lostPeople':
    'die Namen und E-Mail-Adressen der Unterzeichnenden sowie die IP-Adressen und Browser, von denen aus sie unterschrieben haben',
  'erasePage.lostValues':
    'die ausgefüllten Werte, die Unterschriften und der Grund der Ablehnung oder Stornierung',
  'erasePage.lostDocuments': 'das Dokument wie gesendet und das unterschriebene PDF mit seinem Prüfprotokoll',
  'erasePage.lostMail': 'die E-Mails und Benachrichtigungen dazu',
  'erasePage.kept':
    'Was bleibt: die ID, der Status und die Daten der Anfrage sowie der Fingerabdruck (SHA-256) des unterschriebenen PDFs, damit eine aufbewahrte Kopie weiterhin geprüft werden kann. Das von der Anfrage verbrauchte Kontingent wird nicht zurückgegeben.',
  'erasePage.download': 'Zuerst das unterschriebene PDF herunterladen',
  'erasePage.confirm': 'Endgültig löschen',
  'erasePage.keep': 'Anfrage behalten',
  'erasePage.erasedFlash': 'Die Anfrage wurde endgültig gelöscht.',

  // Voiding a request.
  'voidPage.title': '„{template}“ stornieren?',
  'voidPage.lead':
    'Das Stornieren beendet die Anfrage: Niemand kann sie mehr unterschreiben, und Unterzeichnende, die bereits eine E-Mail erhalten haben, werden informiert.',
  'voidPage.reason': 'Grund',
  'voidPage.reasonHint': 'Freiwillig. Er steht in der E-Mail an die Unterzeichnenden.',
  'voidPage.confirm': 'Anfrage stornieren',
  'voidPage.keep': 'Anfrage behalten',
  'voidPage.tooLong': 'Verwenden Sie höchstens {max} Zeichen.',
  'request.changeEmail': 'E-Mail ändern',
  'request.changeEmailOf': 'E-Mail-Adresse von {name} ändern',
  'request.corrected': 'Die E-Mail-Adresse von {name} ist geändert; der alte Link funktioniert nicht mehr.',
  'changeEmail.title': 'E-Mail-Adresse von {name} ändern',
  'changeEmail.lead':
    'Der bisherige Signaturlink funktioniert sofort nicht mehr, ein neuer wird erstellt. Ein bereits eingegebener Code muss erneut eingegeben werden. Es wird nichts erneut berechnet.',
  'changeEmail.current': 'Bisher: {email}',
  'changeEmail.email': 'Neue E-Mail-Adresse',
  'changeEmail.emailInvalid': 'Geben Sie eine E-Mail-Adresse ein, etwa name@example.com.',
  'changeEmail.invite': 'Den neuen Link jetzt an diese Adresse senden, wenn die Person an der Reihe ist',
  'changeEmail.confirm': 'E-Mail ändern',
  'changeEmail.keep': 'Beibehalten',
  'changeEmail.notCorrectable':
    'Diese Person kann nicht mehr geändert werden: Sie hat unterzeichnet oder abgelehnt, oder die Anfrage ist beendet.',

  // The request's timeline (its audit trail).
  'timeline.sent': 'Gesendet von {who}',
  'timeline.reminded': 'Erinnerung an {email} gesendet von {who}',
  'timeline.remindedSigner': 'Erinnerung an die unterzeichnende Person gesendet von {who}',
  'timeline.voided': 'Storniert von {who}',
  'timeline.signerCorrected': 'E-Mail-Adresse für {role} von {from} in {to} geändert von {who}',
  'timeline.opened': 'Geöffnet von {who}',
  'timeline.signed': 'Unterschrieben von {who}',
  'timeline.declined': 'Abgelehnt von {who}',
  'timeline.declinedReason': 'Abgelehnt von {who}: {reason}',
  'timeline.completed': 'Abgeschlossen: Alle haben unterschrieben und das Dokument ist versiegelt',
  'timeline.expired': 'Abgelaufen',
  'timeline.downloaded': 'Unterschriebenes Dokument heruntergeladen von {who}',
  'timeline.erased': 'Gelöscht von {who}',
  'timeline.event': '{event} ({who})',
  'timeline.other': '{action} (von {who})',
  'timeline.viaApi': '{name} (API-Schlüssel)',
  'timeline.operator': 'der Betreiber',
  'timeline.formerMember': 'ein ehemaliges Mitglied ({id})',
});
