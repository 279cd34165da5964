import type { ResourceConfig } from './views/resourceConfig';
import { linksResources } from './links.resources';
import { organisationResources } from './organisation.resources';
import { sourcesResources } from './sources.resources';

/** Resource configs of the other areas. */
export const areaResources: ResourceConfig[] = [...sourcesResources, ...linksResources, ...organisationResources];
