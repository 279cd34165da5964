import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { detectImage, type ImageKind } from './images';

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * Reads the one image of a multipart request (form field `file`), within `maxBytes`, and checks by
 * its first bytes that it is a PNG, JPEG, GIF or WebP image. Needs @fastify/multipart in the scope.
 */
export async function receiveImage(req: FastifyRequest, maxBytes: number): Promise<{ bytes: Buffer; kind: ImageKind }> {
  if (!req.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data in the form field "file"', {
      fields: { file: 'error.required' },
    });
  }
  let bytes: Buffer;
  try {
    const file = await req.file();
    if (!file || file.fieldname !== 'file')
      throw new AppError('VALIDATION', 'Send the image in the form field "file"', {
        fields: { file: 'error.required' },
      });
    bytes = await file.toBuffer();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', `The image is too large: the limit is ${megabytes(maxBytes)}`, {
        fields: { file: 'error.imagetoolarge' },
      });
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError('VALIDATION', 'Send one image only', { fields: { file: 'error.onefile' } });
    }
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    // Busboy's parse errors (no boundary, truncated body…) are the client's.
    throw new AppError('BAD_REQUEST', `The upload is not a valid multipart/form-data body: ${(err as Error).message}`, {
      fields: { file: 'error.required' },
    });
  }
  const kind = detectImage(bytes);
  if (!kind) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Only PNG, JPEG, GIF and WebP images are accepted (SVG and other files are refused)',
      { fields: { file: 'error.imagetype' } },
    );
  }
  return { bytes, kind };
}
