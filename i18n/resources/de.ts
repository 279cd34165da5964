import type { ResourceMessages } from './en';

export const resourcesDe: ResourceMessages = {};
