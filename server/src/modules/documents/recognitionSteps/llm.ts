/** Recognition, step 5: the group's keywords complemented by the LLM, when the source or group has an AI configuration. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { aiConfigurations } from '../../../../db/schema';
import type { Config } from '../../../config';
import { llmExtract, llmSettings, type FieldValue, type ReadResult } from '../../extraction';
import type { JobContext } from '../../jobs/queue';
import type { loadGroup } from '../groupContext';
import { stopOf, timeLeftMs } from '../recognitionLimits';
import type { RecognitionContext, SupplierRow } from './context';

type Group = NonNullable<Awaited<ReturnType<typeof loadGroup>>>;
export type LlmValues = Record<string, FieldValue<unknown>>;

/** The AI configuration for a supplier and group: the per-group one, else the supplier's default. */
export function aiConfigurationFor(s: SupplierRow | undefined, group: string | null) {
  return s?.configurations.find((c) => c.documentgroupuuid === group)?.aiconfigurationduuid ?? s?.configuration ?? null;
}

/**
 * What the LLM reads into the group's keywords (with an extraction key): nothing without an LLM endpoint, a group or
 * an AI configuration of the account, or once the job was stopped; a call cut short by the job's stop reads nothing.
 */
export async function complementWithLlm(
  c: RecognitionContext,
  read: ReadResult,
  found: { supplier: SupplierRow | undefined; groupId: string | null; group: Group | null | undefined },
  job: { db: Db; config: Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY'>; ctx: JobContext },
): Promise<LlmValues> {
  const { db, config, ctx } = job;
  const { supplier, groupId, group } = found;
  const aiId = aiConfigurationFor(supplier, groupId);
  if (!aiId || !config.LLM_BASE_URL || !group || ctx.signal?.aborted) return {};
  const [ai] = await db
    .select()
    .from(aiConfigurations)
    .where(and(eq(aiConfigurations.uuid, aiId), eq(aiConfigurations.companyId, c.doc.accountId)));
  if (!ai) return {};
  const keywords = group.keywords
    .filter((k) => k.extractionkey)
    .map((k) => ({
      extractionkey: k.extractionkey,
      valuetype: k.valuetype as never,
      choices: k.choices,
      label: k.label || k.name,
    }));
  const settings = llmSettings(
    { baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY },
    ai,
    c.accountPrompt,
    supplier?.embedmode,
  );
  return llmExtract(read, c.file, keywords, { ...settings, timeoutMs: timeLeftMs(ctx, 60_000) }).catch((err) => {
    if (stopOf(ctx)) return {};
    throw err;
  });
}
