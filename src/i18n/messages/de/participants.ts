// Deutsch, issue 45: Genehmigende, Lesende, Zeugen. Keys and {placeholders} as in ../en/participants.ts.
import type { participants as en } from '../en/participants.ts';

export const participants = (): Record<keyof typeof en, string> => ({
  'kind.signer': 'Unterzeichner',
  'kind.approver': 'Genehmigende Person',
  'kind.viewer': 'Lesende Person',
  'kind.witness': 'Zeuge',
  'kind.witnessFor': 'Zeuge für {role}',
  'kind.label': 'Nimmt teil als',
  'kind.witnessForLabel': 'Bezeugt die Unterschrift von',

  'audit.signature_request.approved': 'Von einer genehmigenden Person genehmigt',
  'audit.signature_request.viewed': 'Von einer lesenden Person gelesen und bestätigt',
  'audit.signature_request.witnessed': 'Von einem Zeugen unterschrieben',
  'timeline.approved': 'Genehmigt von {who}',
  'timeline.viewed': 'Gelesen und bestätigt von {who}',
  'timeline.witnessed': 'Bezeugt von {who}',

  'turn.lead.approver':
    '{sender} bittet Sie, {name} ({email}), dieses Dokument als {role} zu genehmigen. Sie unterschreiben nichts.',
  'turn.lead.viewer':
    '{sender} bittet Sie, {name} ({email}), dieses Dokument als {role} zu lesen und das zu bestätigen.',
  'turn.lead.witness':
    '{sender} bittet Sie, {name} ({email}), als {role} die Unterschrift von {witnessed} ({witnessedRole}) zu bezeugen.',
  'turn.heading.approver': 'Genehmigen',
  'turn.heading.viewer': 'Bestätigen, dass Sie es gelesen haben',
  'turn.approveExplain':
    'Mit Ihrer Genehmigung ist die nächste Person an der Reihe. Wenn Sie nicht einverstanden sind, lehnen Sie unten ab.',
  'turn.approve': 'Genehmigen',
  'turn.approving': 'Wird genehmigt…',
  'turn.readExplain': 'Lesen Sie das Dokument oben und bestätigen Sie dann.',
  'turn.read': 'Ich habe dieses Dokument gelesen',
  'turn.readNeeded': 'Setzen Sie das Häkchen, um zu bestätigen, dass Sie das Dokument gelesen haben.',
  'turn.confirm': 'Bestätigen',
  'turn.confirming': 'Wird bestätigt…',
  'reject.summary': 'Ablehnen',
  'reject.explain':
    'Wenn Sie ablehnen, kann niemand diese Anfrage mehr unterschreiben, und {sender} wird per E-Mail informiert.',
  'reject.reason': 'Warum lehnen Sie ab? (wird {sender} mitgeteilt)',
  'reject.reasonNeeded': 'Geben Sie an, warum Sie ablehnen.',
  'reject.button': 'Ablehnen',
  'reject.confirmQuestion': '{document} ablehnen? Das kann nicht rückgängig gemacht werden.',
  'reject.confirm': 'Ja, ablehnen',

  'done.title.approver': 'Vielen Dank, Sie haben genehmigt',
  'done.title.viewer': 'Vielen Dank, Sie haben bestätigt',
  'done.title.witness': 'Vielen Dank, Sie haben bezeugt',
  'done.lead.approver': 'Sie haben {document} als {role} am {date} genehmigt.',
  'done.lead.viewer': 'Sie haben als {role} am {date} bestätigt, {document} gelesen zu haben.',
  'done.lead.witness': 'Sie haben {document} als {role}, als Zeuge, am {date} unterschrieben.',

  'mail.invitation.subject.approver': 'Bitte genehmigen: {document}, von {sender}',
  'mail.invitation.subject.viewer': 'Bitte lesen: {document}, von {sender}',
  'mail.invitation.subject.witness': 'Bitte eine Unterschrift bezeugen: {document}, von {sender}',
  'mail.invitation.body.approver':
    '{sender} bittet Sie, „{document}“ zu genehmigen. Sie unterschreiben nichts: Sie genehmigen oder lehnen ab.',
  'mail.invitation.body.viewer': '{sender} bittet Sie, „{document}“ zu lesen und das zu bestätigen.',
  'mail.invitation.body.witness':
    '{sender} bittet Sie, die Unterschrift von {witnessed} auf „{document}“ zu bezeugen.',
  'mail.reminder.subject.approver': 'Erinnerung: bitte {document} genehmigen, von {sender}',
  'mail.reminder.subject.viewer': 'Erinnerung: bitte {document} lesen, von {sender}',
  'mail.reminder.subject.witness':
    'Erinnerung: bitte eine Unterschrift auf {document} bezeugen, von {sender}',
  'mail.button.approver': 'Ansehen und genehmigen',
  'mail.button.viewer': 'Öffnen und lesen',
  'mail.button.witness': 'Ansehen und bezeugen',

  'document.block.witnessFor': '{role}, Zeuge für {witnessed}',
  'cert.part': 'Teilgenommen als',
  'cert.part.approver': 'Genehmigende Person: genehmigt von {name}',
  'cert.part.viewer': 'Lesende Person: gelesen von {name}',
  'cert.part.witness': 'Zeuge: bezeugt von {name} für {witnessed} ({witnessedRole})',
  'cert.approved': 'Genehmigt',
  'cert.read': 'Gelesen und bestätigt',
  'cert.witnessed': 'Bezeugt',

  // Persönliches Unterschreiben und der eigene Schritt des Absenders (Issue 45).
  'cert.inPerson': 'Persönlich unterschrieben',
  'cert.inPersonText': 'Betreut von {host}, auf dem Gerät und von der IP-Adresse oben',
  'cert.ownSession': 'Identitätsnachweis',
  'cert.ownSessionText': 'Unterschrieben in der Countersign-Sitzung des Mitglieds {member}',
  'host.title': 'Übergeben Sie dieses Gerät',
  'host.lead': 'Sie betreuen {name} ({role}) für „{document}“ auf diesem Gerät.',
  'host.hint': 'Geben Sie das Gerät jetzt {name}. Nur diese Person sollte fortfahren.',
  'host.start': 'Als {name} beginnen',
  'host.gone.title': 'Dieser Link zum persönlichen Unterschreiben ist nicht mehr gültig',
  'host.gone.lead':
    'Er wurde bereits verwendet, ist älter als 15 Minuten, oder der Schritt ist vorbei. Fordern Sie auf der Seite der Anfrage einen neuen an.',
  'host.member.title': 'Melden Sie sich an, um diese Unterzeichnung zu betreuen',
  'host.member.lead':
    'Nur ein auf diesem Gerät angemeldetes Mitglied von {workspace} kann diesen Link öffnen.',
  'host.member.signIn': 'Anmelden',
  'host.witnessNow': 'Jetzt bezeugen: {name}',
  'host.witnessNowHint': '{name} bezeugt diese Unterschrift als Nächstes, auf diesem Gerät.',
  'host.back': 'Zurück zur Anfrage',
  'requests.signInPerson': 'Persönlich unterschreiben',
  'requests.signInPersonHint': 'Öffnet den Schritt von {name} auf diesem Gerät. Geben Sie es der Person.',
  'requests.signNow': 'Jetzt unterschreiben',
  'requests.yourTurn': 'Sie sind an der Reihe: Sie unterschreiben hier, Sie erhalten keine E-Mail.',
  'requests.yourTurnLater':
    'Sie unterschreiben als {role}, wenn Sie an der Reihe sind; Sie erhalten keine E-Mail.',

  // Die Angaben über dem Dokument einer genehmigenden oder lesenden Person (Issue 45).
  'turn.position': 'Sie sind Schritt {position} von {count}.',
  'turn.deadline.approver': 'Bitte entscheiden Sie bis {deadline}.',
  'turn.deadline.viewer': 'Bitte lesen Sie es bis {deadline}.',
});
