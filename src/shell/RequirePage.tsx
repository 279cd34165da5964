import type { ComponentType, ReactNode } from 'react';
import { AccessDenied } from 'react-admin';
import { useSession } from '../session/SessionContext';
import { pageAllowed, type PageRule } from '../navigation/menu';

/**
 * The route guard: a page the user may not use (the rule of its menu entry, `pageAllowed`) shows
 * react-admin's "access denied" (ra.page.access_denied, in the user's language) where the page would
 * be, at the typed URL, instead of an empty page. A page without a rule is refused.
 */
export function RequirePage({ rule, children }: { rule: PageRule | undefined; children: ReactNode }) {
  const { has, userInfo } = useSession();
  const allowed =
    rule !== undefined &&
    pageAllowed(rule, { has, superAdmin: userInfo.superAdmin, master: userInfo.master, admin: userInfo.admin });
  return allowed ? children : <AccessDenied />;
}

/** A page component behind its rule (react-admin resource views). */
export function guardPage(Component: ComponentType | undefined, rule: PageRule | undefined): ComponentType | undefined {
  if (!Component) return undefined;
  const Guarded = () => (
    <RequirePage rule={rule}>
      <Component />
    </RequirePage>
  );
  Guarded.displayName = `RequirePage(${Component.displayName ?? Component.name ?? 'Page'})`;
  return Guarded;
}
