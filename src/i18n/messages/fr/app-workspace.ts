// Français, the notifications page and the workspace's settings. Keys and {placeholders} as in ../en/app-workspace.ts.
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Record<keyof typeof en, string> => ({
  'notifications.title': 'Notifications',
  'notifications.lead': 'Les demandes terminées, refusées ou expirées.',
  'notifications.markAll': 'Tout marquer comme lu',
  'notifications.markRead': 'Marquer comme lu',
  'notifications.markReadLabel': 'Marquer comme lu : {text}',
  'notifications.unread': 'Non lu',
  'notifications.empty':
    'Rien pour l’instant. Vous verrez ici quand une demande sera terminée, refusée ou expirée.',
  'notifications.completed': 'La demande « {template} » est terminée',
  'notifications.declined': 'La demande « {template} » a été refusée',
  'notifications.expired': 'La demande « {template} » a expiré',
  'notifications.other': 'La demande « {template} » a changé',
  'notifications.declinedReason': 'Refusé par {name} : {reason}',
  'notifications.declinedBy': 'Refusé par {name}',
  'notifications.with': 'Avec {names}',

  'settings.title': 'Paramètres de l’espace de travail',
  'settings.workspace': 'Espace de travail',
  'settings.name': 'Nom',
  'settings.plan': 'Offre',
  'settings.retention': 'Conservation des demandes terminées',
  'settings.retentionLead':
    'Les demandes terminées (signées, refusées, expirées ou annulées) peuvent être effacées automatiquement après un certain nombre de jours : noms, adresses, valeurs, signatures et documents disparaissent, comme lorsqu’une demande est supprimée définitivement.',
  'settings.keepForever': 'Les conserver jusqu’à ce que quelqu’un les supprime',
  'settings.eraseAfter': 'Les effacer ce nombre de jours après leur fin',
  'settings.days': 'Jours',
  'settings.daysHint': 'De 1 à 3 650 (dix ans).',
  'settings.daysInvalid': 'Saisissez un nombre entier de jours entre 1 et 3 650.',
  'settings.save': 'Enregistrer',
  'settings.saved': 'Les paramètres sont enregistrés.',
  'settings.currentForever': 'Les demandes terminées sont conservées jusqu’à ce que quelqu’un les supprime.',
  'settings.currentDays.one': 'Les demandes terminées sont effacées {count} jour après leur fin.',
  'settings.currentDays.other': 'Les demandes terminées sont effacées {count} jours après leur fin.',
  'settings.export': 'Exporter toutes les données',
  'settings.exportLead':
    'Un fichier ZIP avec chaque demande (et son journal d’audit), chaque modèle, chaque membre, chaque entrée du journal d’audit et chaque PDF signé.',
  'settings.exportButton': 'Télécharger l’export',
  'settings.ownersOnly':
    'Seuls les propriétaires peuvent modifier ces paramètres ou exporter les données de l’espace de travail.',
});
