import { CRUD_ACTIONS, CRUD_SUBJECTS, type Permission } from '../../domain/access';

type Translate = (key: string, args?: Record<string, unknown>) => string;

/**
 * A permission's name in the interface's language. A View/Create/Update/Delete permission is its language's template
 * (`permissions.crud.VIEW`: "View %{subject}") with its subject's noun, which the entity's folder declares
 * (`permissions.subject.KEYWORDS` in keyword.messages.<lang>.ts); any other permission has its own name
 * (`permissions.<NAME>`, ruleGroup.messages.<lang>.ts).
 */
export function permissionLabel(translate: Translate, permission: Permission): string {
  const action = CRUD_ACTIONS.find((a) => permission.startsWith(`${a}_`));
  const subject = action && permission.slice(action.length + 1);
  if (action && subject && subject in CRUD_SUBJECTS) {
    return translate(`permissions.crud.${action}`, {
      subject: translate(`permissions.subject.${subject}`, { _: subject }),
      _: permission,
    });
  }
  return translate(`permissions.${permission}`, { _: permission });
}
