import type { Messages } from '../../domain/locales';
import { linkedUserModel } from '../../domain/linkedUsers/linkedUser.model';

/** Users: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [linkedUserModel.name]: {
      name: 'User |||| Users',
      fields: {
        firstname: 'First name',
        lastname: 'Last name',
        email: 'E-mail',
        permissions: 'Permissions',
        groups: 'Rule groups',
        origintypes: 'Visible origin types',
        documentgroups: 'Visible document groups',
        branch: 'Branch',
      },
    },
  },
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
  permissions: { subject: { USERS: 'users' } },
} satisfies Messages;
