import type { Messages } from '../../domain/locales';
import auditWords from '../../domain/audit/auditWords.fr';

/** The audit trail's texts (the Audit page, the history panels), in French. */
export default {
  audit: {
    title: 'Journal d’audit',
    subtitle:
      'Chaque modification, son auteur, sa date et son adresse. Les entrées ne sont jamais modifiées ni supprimées.',
    history: 'Historique',
    historyEmpty: 'Aucune modification enregistrée pour l’instant.',
    more: 'Afficher les modifications plus anciennes',
    system: 'Système',
    by: '%{user} · %{at}',
    empty: 'vide',
    noChange: 'Aucun champ modifié.',
    more_fields: 'et %{smart_count} autre champ |||| et %{smart_count} autres champs',
    values_changed: '%{smart_count} valeur modifiée |||| %{smart_count} valeurs modifiées',
    columns: {
      at: 'Quand',
      user: 'Qui',
      entity: 'Quoi',
      action: 'Action',
      changes: 'Modifications',
      address: 'Adresse',
    },
    filters: {
      user: 'Utilisateur',
      entity: 'Type d’enregistrement',
      entityId: 'Identifiant de l’enregistrement',
      action: 'Action',
      from: 'Du',
      to: 'Au',
      all: 'Tous',
      clear: 'Effacer les filtres',
    },
    count: '%{smart_count} entrée |||| %{smart_count} entrées',
    none: 'Aucune entrée ne correspond à ces filtres.',
    verify: 'Vérifier la chaîne',
    verified: 'La chaîne est intacte : aucune entrée n’a été modifiée ni supprimée.',
    broken: 'La chaîne est rompue à l’entrée n° %{seq} (id %{id}) : %{reason}.',
    reason: {
      sequence: 'une entrée qui la précède manque',
      link: 'elle ne se rattache pas à l’entrée précédente',
      hash: 'son contenu a été modifié après son écriture',
      tail: 'elle et les entrées suivantes ont été supprimées (le dernier maillon de la chaîne la nomme)',
    },
    exportStarted: 'L’export est en préparation : retrouvez-le sur la page Exports.',
    ...auditWords,
  },
} satisfies Messages;
