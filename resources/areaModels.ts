import type { ResourceModel } from './defineResource';
import { linksModels } from './links.models';
import { organisationModels } from './organisation.models';
import { sourcesModels } from './sources.models';

/** Models of the other areas. */
export const areaModels: ResourceModel[] = [...sourcesModels, ...linksModels, ...organisationModels];
