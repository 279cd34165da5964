import { z } from 'zod';
import { defineResource, f } from '../defineResource';

/** Spec §9 defaults and the bounds the AI providers accept. */
export const AI_DEFAULTS = {
  model: 'openai/gpt-4o',
  frequencypenalty: 0,
  presencepenalty: 0,
  maxtokens: 256,
  temperature: 0.7,
  topp: 0,
} as const;
export const AI_BOUNDS = {
  temperature: { min: 0, max: 2, step: 0.1 },
  topp: { min: 0, max: 1, step: 0.05 },
  frequencypenalty: { min: -2, max: 2, step: 0.1 },
  presencepenalty: { min: -2, max: 2, step: 0.1 },
  maxtokens: { min: 1, max: 128000, step: 1 },
} as const;
export type AiBoundedField = keyof typeof AI_BOUNDS;

const bounded = (field: Exclude<AiBoundedField, 'maxtokens'>, message: string) =>
  z
    .number('error.number')
    .min(AI_BOUNDS[field].min, message)
    .max(AI_BOUNDS[field].max, message)
    .default(AI_DEFAULTS[field]);

export const aiConfigurationModel = defineResource({
  name: 'documents/configurations/ai',
  endpoint: '/ai/configurations',
  table: 'ai_configurations',
  subject: 'PROMPTS',
  deletable: true,
  schema: z
    .object({
      name: f.name(),
      description: f.description(),
      model: z.string().trim().min(1, 'error.required').max(200).default(AI_DEFAULTS.model),
      categoryuuid: f.optionalUuid(),
      temperature: bounded('temperature', 'error.temperature'),
      topp: bounded('topp', 'error.topp'),
      frequencypenalty: bounded('frequencypenalty', 'error.penalty'),
      presencepenalty: bounded('presencepenalty', 'error.penalty'),
      maxtokens: z
        .number('error.number')
        .int('error.maxtokens')
        .min(AI_BOUNDS.maxtokens.min, 'error.maxtokens')
        .max(AI_BOUNDS.maxtokens.max, 'error.maxtokens')
        .default(AI_DEFAULTS.maxtokens),
      usedefaultprompt: z.boolean().default(true),
      defaultprompt: z.string().max(20000).default(''),
    })
    .refine((c) => c.usedefaultprompt || c.defaultprompt.trim() !== '', {
      path: ['defaultprompt'],
      message: 'error.promptrequired',
    }),
  fields: {
    name: { list: true },
    model: { list: true },
    categoryuuid: { input: 'reference', reference: 'documents/configurations/ai/categories', list: true },
    description: { input: 'textarea' },
    temperature: { input: 'number', list: true },
    topp: { input: 'number' },
    frequencypenalty: { input: 'number' },
    presencepenalty: { input: 'number' },
    maxtokens: { input: 'number', list: true },
    usedefaultprompt: { input: 'boolean', list: true },
    defaultprompt: { input: 'textarea' },
  },
});
