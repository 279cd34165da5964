import type en from './linkedUser.messages.en';
import { linkedUserModel } from '../../domain/linkedUsers/linkedUser.model';

/** Users: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [linkedUserModel.name]: {
      name: 'Utilisateur |||| Utilisateurs',
      fields: {
        firstname: 'Prénom',
        lastname: 'Nom',
        email: 'E-mail',
        permissions: 'Permissions',
        groups: 'Groupes de règles',
        origintypes: "Types d'origine visibles",
        documentgroups: 'Groupes de documents visibles',
        branch: 'Filiale',
      },
    },
  },
  users: {
    account: {
      createdTitle: 'Compte créé pour %{email}',
      password: 'Mot de passe temporaire',
      copy: 'Copier',
      copied: 'Copié',
      warning:
        "Ce mot de passe ne sera plus affiché. Transmettez-le maintenant à l'utilisateur : il devra le changer à sa première connexion.",
      external:
        "Les comptes de connexion sont gérés dans votre fournisseur d'identité. Créez-y le compte de %{email} pour que cet utilisateur puisse se connecter.",
      close: 'Terminé',
      allVisible: 'Laissez vide pour donner accès à tous.',
      accessTitle: 'Accès',
      roleLinked: 'Utilisateur',
      roleAdmin: 'Administrateur',
      role: 'Rôle',
    },
  },
  permissions: { subject: { USERS: 'utilisateurs' } },
} satisfies typeof en;
