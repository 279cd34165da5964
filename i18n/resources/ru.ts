import type { ResourceMessages } from './en';

export const resourcesRu: ResourceMessages = {};
