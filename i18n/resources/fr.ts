import type { ResourceMessages } from './en';

export const resourcesFr: ResourceMessages = {};
