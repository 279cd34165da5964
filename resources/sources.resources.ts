import type { ResourceConfig } from './views/resourceConfig';
import documentLabels from './documentLabels';
import sourceLabels from './sourceLabels';
import suppliers from './suppliers';

/** react-admin resource configs of the sources area. */
export const sourcesResources: ResourceConfig[] = [suppliers, sourceLabels, documentLabels];
