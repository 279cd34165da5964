import type { Messages } from '../../../domain/locales';

/** The review's unsaved edits and days typed that are no real day, en français. */
export default {
  documents: {
    review: {
      notADay: "Ce jour n'existe pas ou n'est pas entre 1900 et 2099.",
      badDays: "Une date n'est pas un jour valide : corrigez le champ en rouge.",
      notSavedBadDays: "Rien n'a été enregistré : %{fields} n'est pas un jour valide.",
      confirmRerun:
        "Relancer la reconnaissance remplace vos modifications non enregistrées par ce qu'elle lit. Relancer quand même ?",
      confirmLeave: 'Ce document a des modifications non enregistrées. Quitter la page et les perdre ?',
    },
  },
} satisfies Messages;
