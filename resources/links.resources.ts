import type { ResourceConfig } from './views/resourceConfig';
import aiConfigurations from './aiConfigurations';
import emailContacts from './emailContacts';
import linkCategories from './linkCategories';
import links from './links';
import promptCategories from './promptCategories';

/** react-admin resource configs of the links area. The card grid page is `LinksGrid` (resources/links/LinksGrid.tsx). */
export const linksResources: ResourceConfig[] = [
  linkCategories,
  links,
  emailContacts,
  promptCategories,
  aiConfigurations,
];
