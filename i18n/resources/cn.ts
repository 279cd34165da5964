import type { ResourceMessages } from './en';

export const resourcesCn: ResourceMessages = {};
