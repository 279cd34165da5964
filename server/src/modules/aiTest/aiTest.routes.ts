import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aiDocumentTestAnswer, aiOcrTestAnswer } from '../../../../src/domain/aiConfigurations/aiTest.model';
import { isUuid } from '../../../../src/domain/ids';
import { aiConfigurations, companies, suppliers } from '../../../db/schema';
import { AppError, notFound } from '../../errors';
import { sanitizeFilename, type UploadedFile } from '../documents/import';
import { checkFile } from '../documents/use-cases/import-documents';
import { extractFields, llmExtract, llmSettings, readDocument, ReadError, type KeywordSpec } from '../extraction';

/** The header fields every test asks the model for. */
const TEST_KEYWORDS: KeywordSpec[] = [
  { extractionkey: 'invoice_number', valuetype: 'TEXT' },
  { extractionkey: 'date', valuetype: 'DATE' },
  { extractionkey: 'due_date', valuetype: 'DATE' },
  { extractionkey: 'supplier', valuetype: 'TEXT' },
  { extractionkey: 'total_ht', valuetype: 'NUMBER' },
  { extractionkey: 'total_tva', valuetype: 'NUMBER' },
  { extractionkey: 'total_ttc', valuetype: 'NUMBER' },
  { extractionkey: 'currency', valuetype: 'TEXT' },
  { extractionkey: 'type', valuetype: 'ENUMERATED', choices: ['INVOICE', 'CREDIT'] },
];

async function readTestForm(req: FastifyRequest) {
  if (!req.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data', {
      key: 'error.upload.multipart',
    });
  let file: UploadedFile | null = null;
  const fields: Record<string, string> = {};
  for await (const part of req.parts()) {
    if (part.type === 'file')
      file = {
        filename: sanitizeFilename(part.filename || 'document'),
        bytes: await part.toBuffer(),
        truncated: part.file.truncated,
      };
    else fields[part.fieldname] = String(part.value ?? '');
  }
  if (!file)
    throw new AppError('VALIDATION', 'Send a file in the field "file"', { fields: { file: 'error.required' } });
  // the upload's checks and reasons: size (the server's limit), empty, type, a PDF that opens
  const { mime } = await checkFile(req, file, file.filename);
  return { bytes: file.bytes, mime, fields };
}

/** Reads the tested file; a file that cannot be read (corrupt, encrypted, unsupported) is the client's 422. */
async function readTested(...args: Parameters<typeof readDocument>) {
  try {
    return await readDocument(...args);
  } catch (err) {
    if (err instanceof ReadError)
      throw new AppError(
        err.code === 'UNSUPPORTED' ? 'UNSUPPORTED_MEDIA_TYPE' : 'UNREADABLE_FILE',
        `The file cannot be read: ${err.message}`,
        err.code === 'UNSUPPORTED' ? { key: 'error.upload.type' } : { key: 'error.upload.unreadable' },
      );
    throw err;
  }
}

/** The AI test page's calls: what a file reads as, and what the extraction finds in it. */
export async function aiTestRoutes(api: FastifyInstance) {
  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: api.config.MAX_UPLOAD_MB * 1024 * 1024, files: 1 },
      throwFileSizeLimit: false,
    });

    const typed = scope.withTypeProvider<ZodTypeProvider>();
    const ocrTest = { config: { access: 'VIEW_PROMPTS' }, schema: { response: { 200: aiOcrTestAnswer } } } as const;
    typed.post('/ai/configurations/ocr/test', ocrTest, async (req) => {
      const { bytes, mime, fields } = await readTestForm(req);
      const started = Date.now();
      const read = await readTested(bytes, mime, {
        ocr: true,
        algorithm: fields.pdf === 'false' ? 'AKI' : 'PDF',
        useXml: false,
      });
      return {
        source: read.source,
        pages: read.pages,
        text: read.text,
        warnings: read.warnings,
        durationMs: Date.now() - started,
      };
    });

    const documentTest = {
      config: { access: 'VIEW_PROMPTS' },
      schema: { response: { 200: aiDocumentTestAnswer } },
    } as const;
    typed.post('/ai/configurations/document/test', documentTest, async (req) => {
      const { bytes, mime, fields } = await readTestForm(req);
      const started = Date.now();
      const account = req.scope.accountId;
      const read = await readTested(bytes, mime, { ocr: true, algorithm: fields.pdf === 'false' ? 'AKI' : 'PDF' });
      const [company] = await api.db.select().from(companies).where(eq(companies.id, account));
      const known = await api.db.select().from(suppliers).where(eq(suppliers.companyId, account));
      const builtin = extractFields(read, {
        suppliers: known.map((s) => ({ uuid: s.uuid, name: s.name, identifiers: s.identifiers, email: s.email })),
        companyItems: [...company.items, company.name],
      });
      let llm: Awaited<ReturnType<typeof llmExtract>> | null = null;
      // Who answered the fields: the AI endpoint, or the built-in extractor (no configuration chosen, or no
      // AI endpoint on this server: then the built-in result is the answer, and says so, instead of a refusal).
      let answeredBy: 'llm' | 'builtin' = 'builtin';
      let builtinReason: 'NO_CONFIGURATION' | 'NO_AI_ENDPOINT' | undefined = 'NO_CONFIGURATION';
      if (fields.configuration) {
        if (!isUuid(fields.configuration)) throw notFound('AI configuration');
        const [ai] = await api.db
          .select()
          .from(aiConfigurations)
          .where(
            and(eq(aiConfigurations.uuid, fields.configuration.toLowerCase()), eq(aiConfigurations.companyId, account)),
          );
        if (!ai) throw notFound('AI configuration');
        if (!api.config.LLM_BASE_URL) builtinReason = 'NO_AI_ENDPOINT';
        else {
          llm = await llmExtract(
            read,
            { bytes, mime },
            TEST_KEYWORDS,
            llmSettings(
              { baseUrl: api.config.LLM_BASE_URL, apiKey: api.config.LLM_API_KEY },
              ai,
              company.defaultdocumentprompt,
              fields.embedmode,
            ),
          );
          answeredBy = 'llm';
          builtinReason = undefined;
        }
      }
      return {
        source: read.source,
        pages: read.pages,
        text: fields.fullAnswer === 'false' ? read.text.slice(0, 2000) : read.text,
        fields: builtin,
        llm,
        answeredBy,
        ...(builtinReason ? { builtinReason } : {}),
        durationMs: Date.now() - started,
      };
    });
  });
}
