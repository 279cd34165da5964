import type { MessageExtension } from '../locales';
import type { ResourceMessages } from '../views/resourceConfig';

export const linkedUserMessages: ResourceMessages = {
  en: {
    name: 'User |||| Users',
    fields: {
      firstname: 'First name',
      lastname: 'Last name',
      email: 'E-mail',
      permissions: 'Permissions',
      groups: 'Rule groups',
      origintypes: 'Visible origin types',
      documentgroups: 'Visible document groups',
    },
  },
  fr: {
    name: 'Utilisateur |||| Utilisateurs',
    fields: {
      firstname: 'Prénom',
      lastname: 'Nom',
      email: 'E-mail',
      permissions: 'Permissions',
      groups: 'Groupes de règles',
      origintypes: "Types d'origine visibles",
      documentgroups: 'Groupes de documents visibles',
    },
  },
  de: {
    name: 'Benutzer |||| Benutzer',
    fields: {
      firstname: 'Vorname',
      lastname: 'Nachname',
      email: 'E-Mail',
      permissions: 'Berechtigungen',
      groups: 'Regelgruppen',
      origintypes: 'Sichtbare Herkunftsarten',
      documentgroups: 'Sichtbare Dokumentgruppen',
    },
  },
  ru: {
    name: 'Пользователь |||| Пользователи',
    fields: {
      firstname: 'Имя',
      lastname: 'Фамилия',
      email: 'E-mail',
      permissions: 'Права доступа',
      groups: 'Группы правил',
      origintypes: 'Видимые типы происхождения',
      documentgroups: 'Видимые группы документов',
    },
  },
  cn: {
    name: '用户 |||| 用户',
    fields: {
      firstname: '名',
      lastname: '姓',
      email: '电子邮箱',
      permissions: '权限',
      groups: '规则组',
      origintypes: '可见来源类型',
      documentgroups: '可见单据组',
    },
  },
};

/** Texts of the account-created dialog and the user forms (`users.account.*`). */
export const userAccountMessages: MessageExtension = {
  en: {
    users: {
      account: {
        createdTitle: 'Account created for %{email}',
        password: 'Temporary password',
        copy: 'Copy',
        copied: 'Copied',
        warning:
          'This password will not be shown again. Give it to the user now: they must change it at their first sign-in.',
        external:
          'Sign-in accounts are managed in your identity provider. Create the account there for %{email} so that this user can sign in.',
        close: 'Done',
        allVisible: 'Leave empty to give access to all of them.',
        accessTitle: 'Access',
        roleLinked: 'User',
        roleAdmin: 'Administrator',
        role: 'Role',
      },
    },
  },
  fr: {
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
  },
  de: {
    users: {
      account: {
        createdTitle: 'Konto für %{email} angelegt',
        password: 'Temporäres Passwort',
        copy: 'Kopieren',
        copied: 'Kopiert',
        warning:
          'Dieses Passwort wird nicht erneut angezeigt. Geben Sie es jetzt an den Benutzer weiter: Er muss es bei der ersten Anmeldung ändern.',
        external:
          'Anmeldekonten werden in Ihrem Identitätsanbieter verwaltet. Legen Sie dort das Konto für %{email} an, damit sich dieser Benutzer anmelden kann.',
        close: 'Fertig',
        allVisible: 'Leer lassen, um Zugriff auf alle zu geben.',
        accessTitle: 'Zugriff',
        roleLinked: 'Benutzer',
        roleAdmin: 'Administrator',
        role: 'Rolle',
      },
    },
  },
  ru: {
    users: {
      account: {
        createdTitle: 'Учётная запись создана для %{email}',
        password: 'Временный пароль',
        copy: 'Копировать',
        copied: 'Скопировано',
        warning:
          'Этот пароль больше не будет показан. Передайте его пользователю сейчас: при первом входе его нужно будет сменить.',
        external:
          'Учётные записи для входа управляются в вашем поставщике удостоверений. Создайте там учётную запись для %{email}, чтобы пользователь мог войти.',
        close: 'Готово',
        allVisible: 'Оставьте пустым, чтобы открыть доступ ко всем.',
        accessTitle: 'Доступ',
        roleLinked: 'Пользователь',
        roleAdmin: 'Администратор',
        role: 'Роль',
      },
    },
  },
  cn: {
    users: {
      account: {
        createdTitle: '已为 %{email} 创建账户',
        password: '临时密码',
        copy: '复制',
        copied: '已复制',
        warning: '此密码不会再次显示。请立即将其交给该用户：首次登录时必须修改密码。',
        external: '登录账户由您的身份提供商管理。请在其中为 %{email} 创建账户，以便该用户登录。',
        close: '完成',
        allVisible: '留空则可访问全部。',
        accessTitle: '访问范围',
        roleLinked: '用户',
        roleAdmin: '管理员',
        role: '角色',
      },
    },
  },
};
