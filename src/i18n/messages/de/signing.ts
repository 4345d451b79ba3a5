// Deutsch (Sie-Form). Keys and {placeholders} as in en.ts.
import type { signing as en } from '../en/signing.ts';

export const signing = (): Record<keyof typeof en, string> => ({
  'page.skip': 'Zum Inhalt springen',
  'page.languages': 'Sprache',
  'page.titleSuffix': 'Countersign',

  'sender.memberAt': '{member} von {workspace}',
  'sender.contact': '{member} von {workspace} ({email})',

  'sign.title': '{document} unterschreiben',
  'sign.lead': '{sender} bittet Sie, {name} ({email}), dieses Dokument als {role} zu unterschreiben.',
  'sign.deadline': 'Bitte unterschreiben Sie bis {deadline}.',
  'sign.noscript':
    'Zum Unterschreiben wird JavaScript benötigt. Aktivieren Sie es in Ihrem Browser oder bitten Sie {sender} um ein Papierexemplar zum Unterschreiben von Hand.',
  'sign.documentHeading': 'Das Dokument',
  'sign.download': '{link}, um es zu lesen oder zu drucken.',
  'sign.downloadLink': 'Laden Sie das Dokument als PDF herunter',
  'sign.documentLabel': 'Text des Dokuments',
  'sign.pdfTitle': 'Das Dokument (PDF)',
  'sign.nextField': 'Nächstes Feld',
  'sign.allFilled': 'Alle Felder sind ausgefüllt. Setzen Sie unten das Häkchen und unterschreiben Sie.',
  'sign.signHere': 'Hier unterschreiben: {label}',
  'sign.pageOf': 'Seite {n} von {total}',
  'sign.heading': 'Unterschreiben',
  'sign.details': 'Ihre Angaben',
  'sign.required': '(Pflichtfeld)',
  'sign.choose': 'Bitte wählen…',
  'sign.signatureLegend': 'Ihre Unterschrift',
  'sign.modeTyped': 'Namen eintippen',
  'sign.modeDrawn': 'Unterschrift zeichnen',
  'sign.typedLabel': 'Tippen Sie Ihren vollständigen Namen als Unterschrift ein',
  'sign.drawHelp': 'Zeichnen Sie Ihre Unterschrift mit Maus, Finger oder Stift in das Feld.',
  'sign.drawArea': 'Feld zum Zeichnen der Unterschrift',
  'sign.clear': 'Zeichnung löschen',
  'sign.consentLegend': 'Einwilligung in die elektronische Unterschrift',
  'sign.button': 'Unterschreiben',
  'sign.signing': 'Wird unterschrieben…',
  'sign.yes': 'Ja',
  'sign.no': 'Nein',
  'sign.fillBelow': '{label}: von Ihnen unten auszufüllen',
  'sign.fillBy': '{label}: auszufüllen von {role}',
  'sign.fillBySender': '{label}: auszufüllen vom Absender',
  'sign.signedBy': '(unterschrieben von {name})',
  'sign.signedOn': 'Unterschrieben von {name} am {date}',
  'cert.initials': 'Initialen',
  'sign.notSigned': 'Noch nicht unterschrieben',
  'sign.guideLabel': 'Ihre Felder',
  'sign.fieldOf': 'Feld {n} von {total}',
  'sign.back': 'Zurück',
  'sign.next': 'Weiter',
  'sign.finish': 'Abschließen',
  'sign.done': 'Fertig',
  'sign.ready': 'Alles ausgefüllt: unten prüfen und unterschreiben',
  'sign.optional': '(optional)',
  'sign.emptyBox': '{label}: leer',
  'sign.filledBox': '{label}: {value}',
  'sign.checked': 'angekreuzt',
  'sign.unchecked': 'nicht angekreuzt',
  'sign.zoomIn': 'Vergrößern',
  'sign.zoomOut': 'Verkleinern',
  'sign.zoomFit': 'An Breite anpassen',
  'sign.zoomLabel': 'Zoom',
  'sign.signingDate': 'Das Datum der Unterschrift, für Sie eingetragen.',
  'sign.initialsLegend': 'Ihre Initialen',
  'sign.initialsTyped': 'Initialen tippen',
  'sign.initialsDrawn': 'Initialen zeichnen',
  'sign.initialsLabel': 'Ihre Initialen',
  'sign.initialsHelp': 'Zeichnen Sie Ihre Initialen in das Feld.',
  'sign.initialsArea': 'Zeichenfläche für die Initialen',
  'sign.fieldProblem': 'Zu {label}',

  // Das Code-Formular (Issue 24)
  'verification.title': 'Bestätigen Sie, dass Sie es sind: {document}',
  'verification.lead':
    '{sender} bittet Sie, dieses Dokument zu unterschreiben. Bevor es sich öffnet, bestätigen Sie bitte, dass dieser Link Ihnen gehört.',
  'verification.accessHeading': 'Zugangscode eingeben',
  'verification.accessHelp':
    '{sender} hat Ihnen für dieses Dokument einen Zugangscode gegeben, getrennt von der E-Mail mit diesem Link. Wenn Sie ihn nicht haben, fragen Sie {sender}.',
  'verification.accessLabel': 'Zugangscode',
  'verification.emailHeading': 'Code per E-Mail erhalten',
  'verification.emailHelp':
    'Wir senden einen 6-stelligen Code an {email}. Er ist {minutes} Minuten lang gültig.',
  'verification.emailLabel': '6-stelliger Code aus der E-Mail',
  'verification.send': 'Code senden',
  'verification.sendAgain': 'Neuen Code senden',
  'verification.submit': 'Weiter',
  'verification.lockedUntil':
    'Es wurden zu viele falsche Codes eingegeben. Sie können es ab {time} erneut versuchen.',
  'verification.sent': 'Wir haben einen Code an {email} gesendet. Er ist {minutes} Minuten lang gültig.',
  'verification.sending': 'Wird gesendet …',
  'verification.checking': 'Wird geprüft …',
  'verification.error.empty': 'Geben Sie den Code ein.',
  'verification.error.digits': 'Der Code hat 6 Ziffern.',
  'verification.error.wrong': 'Dieser Code ist falsch oder abgelaufen. Verbleibende Versuche: {count}.',
  'verification.error.locked': 'Zu viele falsche Codes. Versuchen Sie es in {wait} Minuten erneut.',
  'verification.error.sendLimit':
    'Sie haben in der letzten Stunde 5 Codes angefordert. Versuchen Sie es in {wait} Minuten erneut.',
  'verification.error.failed': 'Etwas ist schiefgegangen. Bitte versuchen Sie es erneut.',

  'order.only': 'Sie sind die einzige unterschreibende Person.',
  'order.firstOfTwo':
    'Sie unterschreiben an erster Stelle von zwei; die andere Person unterschreibt nach Ihnen.',
  'order.first': 'Sie unterschreiben an erster Stelle von {count}; die anderen unterschreiben nach Ihnen.',
  'order.afterOne':
    'Sie unterschreiben an {position} Stelle von {count}; die erste Person hat unterschrieben.',
  'order.afterMany':
    'Sie unterschreiben an {position} Stelle von {count}; die ersten {earlier} Personen haben unterschrieben.',
  'order.ordinals': 'erster|zweiter|dritter|vierter|fünfter|sechster|siebter|achter|neunter|zehnter',
  'order.numbers': 'eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn',

  'consent.intro':
    '{sender} nutzt Countersign, um Unterschriften elektronisch einzuholen. Bitte beachten Sie vor dem Unterschreiben:',
  'consent.electronic':
    'Mit dem Ankreuzen des Kästchens stimmen Sie zu, dieses Dokument und die Mitteilungen dazu elektronisch zu erhalten und es elektronisch zu unterschreiben. Ihre elektronische Unterschrift hat dieselbe Wirkung wie eine Unterschrift auf Papier.',
  'consent.paper':
    'Sie können jederzeit kostenlos ein Papierexemplar erhalten: Laden Sie das PDF oben herunter und drucken Sie es aus, oder bitten Sie {contact}, Ihnen eines zu senden. Wenn alle unterschrieben haben, wird das ausgefertigte PDF an {email} gesendet und kann auf dieser Seite heruntergeladen werden.',
  'consent.paperNoEmail':
    'Sie können jederzeit kostenlos ein Papierexemplar erhalten: Laden Sie das PDF oben herunter und drucken Sie es aus, oder bitten Sie {contact}, Ihnen eines zu senden. Wenn alle unterschrieben haben, kann das ausgefertigte PDF auf dieser Seite heruntergeladen werden.',
  'consent.withdraw':
    'Sie müssen nicht elektronisch unterschreiben. Sie können unten ablehnen oder sich an {contact} wenden, um auf Papier zu unterschreiben. Ein späterer Widerruf Ihrer Einwilligung macht eine bereits geleistete Unterschrift nicht rückgängig.',
  'consent.requirements':
    'Sie benötigen einen aktuellen Webbrowser, ein Programm zum Anzeigen oder Drucken von PDF-Dateien und Zugang zur E-Mail-Adresse {email}. Wenn sie sich ändert, teilen Sie es {contact} mit.',
  'consent.agree':
    'Ich habe den obigen Hinweis gelesen, ich bin einverstanden, elektronische Dokumente zu verwenden und dieses Dokument elektronisch zu unterschreiben, und meine elektronische Unterschrift soll mich so binden wie meine handschriftliche.',

  'decline.summary': 'Unterschrift ablehnen',
  'decline.explain':
    'Wenn Sie ablehnen, kann niemand diese Anfrage mehr unterschreiben, und {sender} wird per E-Mail informiert.',
  'decline.reason': 'Grund (freiwillig, wird {sender} mitgeteilt)',
  'decline.button': 'Unterschrift ablehnen',
  'decline.confirmQuestion':
    'Die Unterschrift für {document} ablehnen? Das lässt sich nicht rückgängig machen.',
  'decline.confirm': 'Ja, ablehnen',
  'decline.cancel': 'Nein, zurück',

  'error.typed': 'Tippen Sie Ihren Namen als Unterschrift ein.',
  'error.drawn': 'Zeichnen Sie Ihre Unterschrift in das Feld.',
  'error.consent': 'Kreuzen Sie das Kästchen an, um der elektronischen Unterschrift zuzustimmen.',
  'error.required': '{label} ist ein Pflichtfeld.',
  'error.number': '{label} muss eine Zahl sein.',
  'error.email': '{label} muss eine E-Mail-Adresse sein.',
  'error.tick': 'Kreuzen Sie {label} an, um zu unterschreiben: Es ist erforderlich.',
  'error.date': '{label} muss ein Datum sein, geschrieben wie {example}.',
  'error.dateMonth': '{label}: Einen Monat {month} gibt es nicht.',
  'error.dateDays': '{label}: {month} hat {days} Tage.',
  'error.signFailed':
    'Etwas ist schiefgegangen, und es wurde nichts unterschrieben. Bitte versuchen Sie es erneut.',
  'error.declineFailed':
    'Etwas ist schiefgegangen, und es wurde nichts abgelehnt. Bitte versuchen Sie es erneut.',
  'error.initials': 'Tippen oder zeichnen Sie Ihre Initialen.',
  'error.range': '{label} muss zwischen {min} und {max} liegen.',
  'error.min': '{label} muss mindestens {min} sein.',
  'error.max': '{label} darf höchstens {max} sein.',
  'error.integer': '{label} muss eine ganze Zahl sein.',
  'error.summary': 'Bitte korrigieren Sie Folgendes:',

  'waiting.title': 'Sie sind noch nicht an der Reihe',
  'waiting.lead':
    '{document} wird der Reihe nach unterschrieben. Wir warten darauf, dass {waitingFor} zuerst unterschreibt.',
  'waiting.email':
    'Sie erhalten eine E-Mail an {email}, sobald Sie an der Reihe sind, {name}. Sie können diese Seite schließen.',
  'waiting.noEmail':
    'Öffnen Sie diesen Link wieder, wenn {sender} Ihnen sagt, dass Sie an der Reihe sind. Sie können diese Seite schließen.',
  'signed.title': 'Vielen Dank, Sie haben unterschrieben',
  'signed.lead': 'Sie haben {document} als {role} am {date} unterschrieben.',
  'signed.next':
    'Andere müssen noch unterschreiben. Wenn alle unterschrieben haben, wird das unterschriebene Dokument an {email} gesendet, und Sie können es auch über diesen Link herunterladen. Sie können diese Seite schließen.',
  'signed.nextNoEmail':
    'Andere müssen noch unterschreiben. Wenn alle unterschrieben haben, können Sie das unterschriebene Dokument über diesen Link herunterladen. Sie können diese Seite schließen.',
  'signed.nextEmbedded':
    'Andere müssen noch unterschreiben. Wenn alle unterschrieben haben, wird das unterschriebene Dokument an {email} gesendet. Sie können diese Seite schließen.',
  'signed.nextEmbeddedNoEmail': 'Andere müssen noch unterschreiben. Sie können diese Seite schließen.',
  'completed.title': 'Alle haben unterschrieben',
  'completed.lead':
    'Vielen Dank, {name}. Sie haben {document} am {date} unterschrieben, und alle anderen auch: Das Dokument ist ausgefertigt.',
  'completed.leadOnly':
    'Vielen Dank, {name}. Sie haben {document} am {date} unterschrieben: Das Dokument ist ausgefertigt.',
  'completed.leadViewer': 'Alle haben {document} unterschrieben: Das Dokument ist ausgefertigt.',
  'completed.download': 'Unterschriebenes Dokument herunterladen (PDF)',
  'completed.keep':
    'Bewahren Sie eine Kopie für Ihre Unterlagen auf. Sie endet mit einem Prüfprotokoll und trägt ein digitales Siegel, sodass jede spätere Änderung erkennbar ist.',
  'completed.emailed': 'Eine Kopie wurde außerdem an {email} gesendet.',
  'declined.title': 'Diese Anfrage wurde abgelehnt',
  'declined.byYou': 'Sie haben die Unterschrift für {document} abgelehnt. {sender} wurde informiert.',
  'declined.other':
    'Eine Person hat die Unterschrift abgelehnt, daher kann {document} nicht mehr unterschrieben werden.',
  'voided.title': 'Diese Anfrage wurde storniert',
  'voided.text':
    '{sender} hat diese Anfrage storniert, daher kann {document} nicht mehr unterschrieben werden.',
  'expired.title': 'Diese Anfrage ist abgelaufen',
  'expired.text':
    'Die Frist zum Unterschreiben von {document} endete am {date}. Bitten Sie {sender} um eine neue Anfrage, falls Ihre Unterschrift noch benötigt wird.',
  'removed.title': 'Diese Anfrage wurde gelöscht',
  'removed.text':
    'Diese Anfrage wurde mit allem, was dazugehörte, endgültig gelöscht. Hier gibt es nichts mehr zu sehen oder zu unterschreiben. Ein aufbewahrtes unterschriebenes Dokument lässt sich weiterhin unter der darauf gedruckten Adresse prüfen.',
  'notFound.title': 'Dieser Link zum Unterschreiben funktioniert nicht',
  'notFound.text':
    'Der Link ist ungültig. Prüfen Sie, ob Sie den vollständigen Link aus der E-Mail geöffnet haben, oder bitten Sie den Absender, ihn erneut zu senden.',

  'mail.greeting': 'Guten Tag {name},',
  'mail.greetingAnonymous': 'Guten Tag,',
  'mail.messageFrom': 'Nachricht von {sender}:',
  'mail.reason': 'Angegebener Grund:',
  'mail.button': 'Prüfen und unterschreiben',
  'mail.orOpen': 'Oder öffnen Sie diesen Link: {url}',
  'mail.deadline': 'Bitte unterschreiben Sie bis {deadline}.',
  'mail.footerLink':
    'Gesendet von Countersign im Auftrag von {sender}. Dieser Link zum Unterschreiben ist persönlich: Bitte leiten Sie ihn nicht weiter.',
  'mail.footer': 'Gesendet von Countersign im Auftrag von {sender}.',
  'mail.footerReply': 'Antworten auf diese E-Mail gehen an {member} ({email}).',
  'mail.fromName': '{sender} über Countersign',
  'mail.invitation.subject': 'Bitte unterschreiben: {document}, von {sender}',
  'mail.invitation.body': '{sender} hat Ihnen „{document}“ zur elektronischen Unterschrift gesendet.',
  'mail.reminder.subject': 'Erinnerung: Bitte unterschreiben Sie {document}, von {sender}',
  'mail.reminder.body':
    'Wir erinnern Sie daran, dass „{document}“ von {sender} auf Ihre Unterschrift wartet.',
  'mail.voided.subject': 'Storniert: {document}',
  'mail.voided.body':
    '{sender} hat die Anfrage zur Unterschrift von „{document}“ storniert. Sie müssen nichts weiter tun.',
  'mail.declined.subject': 'Abgelehnt: {document}',
  'mail.declined.body':
    '{decliner} hat die Unterschrift von „{document}“ abgelehnt, daher ist die Anfrage von {sender} beendet. Sie müssen nichts weiter tun.',
  'mail.declineConfirmation.subject': 'Sie haben abgelehnt: {document}',
  'mail.declineConfirmation.body':
    'Sie haben die Unterschrift von „{document}“ abgelehnt. Die Anfrage von {sender} ist beendet, und der Absender wurde informiert.',
  'mail.declineConfirmation.mistake':
    'Falls das ein Versehen war, antworten Sie auf diese E-Mail, um {member} zu erreichen.',
  'mail.completed.subject': 'Abgeschlossen: {document}',
  'mail.completed.body':
    'Alle haben „{document}“ unterschrieben, gesendet von {sender}. Das ausgefertigte Dokument ist für Ihre Unterlagen angehängt.',
  'mail.expired.subject': 'Abgelaufen: {document}',
  'mail.expired.body':
    'Die Anfrage zur Unterschrift von „{document}“ von {sender} ist abgelaufen, bevor alle unterschrieben haben. Sie müssen nichts weiter tun.',
  'mail.footerCopied':
    '{sender} hat Sie bei dieser Anfrage in Kopie gesetzt: Sie erfahren, wie sie endet, und müssen nichts unterschreiben.',
  'mail.senderCompleted.body':
    'Alle haben „{document}“ unterschrieben. Das ausgefertigte Dokument ist für Ihre Unterlagen angehängt.',
  'mail.senderCompleted.optOut':
    'Sie erhalten diese E-Mail, weil Sie die Anfrage gesendet haben. Sie können diese E-Mails in Countersign unter „Benachrichtigungen“ abschalten.',

  'mail.senderDeclined.subject': 'Abgelehnt von {decliner}: {document}',
  'mail.senderDeclined.body':
    '{decliner} ({email}) hat als {role} die Unterschrift von „{document}“ abgelehnt. Die Anfrage ist beendet, niemand sonst kann sie unterschreiben.',
  'mail.senderDeclined.open': 'Anfrage öffnen',
  'mail.senderDeclined.request': 'Anfrage: {id}',
  'mail.senderDeclined.reply': 'Antworten Sie auf diese E-Mail, um {decliner} zu erreichen.',
  'mail.senderFooter': 'Gesendet von Countersign für {workspace}.',

  // E-Mail mit einem Bestätigungscode (Issue 24)
  'mail.verification.subject': 'Ihr Code zum Öffnen von {document}',
  'mail.verification.body':
    '{sender} bittet Sie, „{document}“ zu unterschreiben. Um es zu öffnen, geben Sie diesen Code auf der Unterschriftsseite ein:',
  'mail.verification.valid': 'Der Code ist {minutes} Minuten lang gültig. Nur der neueste Code funktioniert.',
  'mail.verification.button': 'Unterschriftsseite öffnen',
  'mail.verification.notYou':
    'Wenn Sie keinen Code angefordert haben, können Sie diese E-Mail ignorieren: Ohne ihn kann niemand das Dokument öffnen.',

  'cert.email': 'E-Mail',
  'cert.role': 'Rolle',
  'cert.ip': 'IP-Adresse',
  'cert.userAgent': 'User-Agent',
  'cert.invited': 'Eingeladen',
  'cert.opened': 'Geöffnet',
  'cert.signed': 'Unterschrieben',
  'cert.declined': 'Abgelehnt',
  'cert.method': 'Unterschrift',
  'cert.typed': 'Getippter Name',
  'cert.drawn': 'Von Hand gezeichnet',
  'cert.consent': 'Einwilligung',
  'cert.consentText': 'Hinweis zur elektronischen Unterschrift angenommen ({language}); SHA-256 des Texts:',
  'cert.language': 'Sprache',
  'cert.verification': 'Identitätsprüfung',
  'cert.verifiedEmail': 'Identität geprüft mit einem an {email} gesendeten Code, eingegeben am {date}',
  'cert.verifiedAccessCode': 'Zugangscode vom Absender, eingegeben am {date}',
  'cert.notVerified': 'Ein Code war erforderlich; keiner wurde eingegeben',
  'cert.copied': 'In Kopie',
  'cert.copiedNote':
    'Diese Personen erhalten das Ergebnis der Anfrage. Sie wurden nicht um eine Unterschrift gebeten.',
  'sign.dateFormat': 'Schreiben Sie es als {pattern}',
  'sign.dateLetters': 'TT MM JJJJ',
  'verification.lockedUntilReminded':
    'Es wurden zu viele falsche Codes eingegeben. Dieser Link bleibt gesperrt, bis {sender} ihn Ihnen erneut sendet: Fragen Sie danach.',
  'verification.error.linkLocked':
    'Es wurden zu viele falsche Codes eingegeben. Dieser Link bleibt gesperrt, bis {sender} ihn Ihnen erneut sendet.',
  'verification.accessCase': 'Groß- und Kleinschreibung spielt keine Rolle.',
  'mail.accessCodeNeeded':
    'Um das Dokument zu öffnen, brauchen Sie den Zugangscode, den {sender} Ihnen separat gibt. Er steht nicht in dieser E-Mail; wenn Sie ihn nicht haben, fragen Sie {sender}.',
  'mail.senderLinkLocked.subject': 'Unterschriftslink gesperrt: {signer}, {document}',
  'mail.senderLinkLocked.body':
    'Auf dem Unterschriftslink von {signer} ({email}), der „{document}“ als {role} unterschreibt, wurden {count} falsche Codes eingegeben. Der Link ist gesperrt: Er öffnet sich für niemanden, bis Sie {signer} erinnern.',
  'mail.senderLinkLocked.unlock':
    'Wenn {signer} sich vertippt hat, senden Sie eine Erinnerung aus der Anfrage (oder mit dem Remind-Aufruf der API): Die Erinnerung entsperrt den Link. Wenn nicht, hat vielleicht jemand anderes den Link: Erwägen Sie, die Anfrage zu stornieren.',
  'verification.error.lockedHours': 'Zu viele falsche Codes. Versuchen Sie es in {wait} Stunden erneut.',

  // The field types and rules of issue 34 on the signing page
  'field.chooseBetween': 'Wählen Sie {min} bis {max}.',
  'field.chooseAtLeast': 'Wählen Sie mindestens {min}.',
  'field.chooseAtMost': 'Wählen Sie höchstens {max}.',
  'field.fileHint': 'Eine PDF-, PNG- oder JPEG-Datei bis 10 MB.',
  'field.filesHint': 'Bis zu {max} PDF-, PNG- oder JPEG-Dateien, jede bis 10 MB.',
  'field.imageHint': 'Ein PNG- oder JPEG-Bild bis 5 MB.',
  'field.remove': 'Entfernen',
  'field.removeFile': '{name} entfernen',
  'field.uploading': '{name} wird hochgeladen',
  'field.preview': 'Vorschau von {name}',
  'field.readonlyNote': 'Vom Absender ausgefüllt; nicht änderbar.',
  'field.imageGiven': 'Ein Bild vom Absender',
  'error.phone': '{label} ist keine Telefonnummer.',
  'error.phoneRegion':
    '{label} ist keine Telefonnummer. Ohne Ländervorwahl wird eine Nummer als {code}-Nummer gelesen: Für ein anderes Land beginnen Sie mit + und seiner Vorwahl.',
  'error.pattern': '{label} hat nicht die verlangte Form.',
  'error.patternReason': '{label}: {reason}',
  'error.chooseMin': 'Wählen Sie bei {label} mindestens {min}.',
  'error.chooseMax': 'Wählen Sie bei {label} höchstens {max}.',
  'error.tooManyFiles': '{label} nimmt höchstens {max} Dateien: Entfernen Sie zuerst eine.',
  'error.fileType': '{name} ist keine PDF-, PNG- oder JPEG-Datei.',
  'error.imageType': '{name} ist kein PNG- oder JPEG-Bild.',
  'error.fileSize': '{name} ist größer als {size}.',
  'error.upload': '{name} konnte nicht angehängt werden: {reason}',
  'error.uploadFailed': '{name} konnte nicht angehängt werden. Bitte versuchen Sie es erneut.',
});
