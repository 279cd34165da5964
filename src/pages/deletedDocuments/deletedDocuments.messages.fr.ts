import type { Messages } from '../../domain/locales';

/** The administrators' deleted documents page, in French. */
export default {
  deletedDocuments: {
    title: 'Documents supprimés',
    subtitle: 'Les documents supprimés pendant la durée de conservation, avec leur original, jusqu’à leur purge.',
    number: 'Numéro',
    supplier: 'Source du document',
    file: 'Fichier',
    total: 'Total TTC',
    deleted: 'Supprimé',
    purge: 'Purgé le',
    deletedBy: 'Par %{name} le %{date}',
    original: 'Fichier d’origine',
    download: 'Télécharger l’original de %{name}',
    sha256: 'SHA-256 de l’import, vérifié au téléchargement : %{hash}',
    search: 'Chercher un numéro, une source ou un fichier',
    count: '%{smart_count} document supprimé |||| %{smart_count} documents supprimés',
    none: 'Aucun document supprimé n’est conservé.',
    noMatch: 'Aucun document supprimé ne correspond.',
  },
  menu: { deleteddocuments: 'Documents supprimés' },
} satisfies Messages;
