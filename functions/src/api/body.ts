// Reads request bodies safely: size limits (413), JSON parsing (400 on malformed JSON) and multipart via busboy.
import busboy from 'busboy';
import type { Request } from 'express';
import { ApiError, badRequest, tooLarge } from './errors';

/** JSON bodies of the API are small forms: 1 MiB is generous and keeps a hostile body cheap to refuse. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** A CSV upload (users or codes) may be up to 5 MiB: a 10,000-row file is well under 1 MiB. */
export const UPLOAD_FILE_LIMIT_BYTES = 5 * 1024 * 1024;
/** The whole multipart request: the file plus a few small fields and the boundaries. */
export const UPLOAD_BODY_LIMIT_BYTES = UPLOAD_FILE_LIMIT_BYTES + 64 * 1024;

/** The Cloud Functions runtime (and its emulator) parse the body before our code and keep the bytes here. */
type RequestWithRawBody = Request & { rawBody?: Buffer };

function mediaType(req: Request): string {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The request's bytes, refusing more than `limit` with a 413. Under Cloud Functions the stream is already
 * consumed and `rawBody` holds the bytes; run standalone (tests, other hosts) the stream is read here.
 */
export async function readRawBody(req: Request, limit: number): Promise<Buffer> {
  const preRead = (req as RequestWithRawBody).rawBody;
  if (Buffer.isBuffer(preRead)) {
    if (preRead.length > limit) throw tooLarge(`The request body exceeds ${limit} bytes`);
    return preRead;
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit)
    throw tooLarge(`The request body exceeds ${limit} bytes`);
  if (req.readableEnded || req.complete) return Buffer.alloc(0);
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    req.on('data', (chunk: Buffer) => {
      total += chunk.length;
      // Keep draining past the limit (so the 413 can still be answered) but stop buffering.
      if (total <= limit) chunks.push(chunk);
    });
    req.on('end', () =>
      total > limit
        ? reject(tooLarge(`The request body exceeds ${limit} bytes`))
        : resolve(Buffer.concat(chunks)),
    );
    req.on('error', () => reject(badRequest('The request body could not be read')));
  });
}

/**
 * The JSON input of a POST route. JSON (or text, or no content type) is parsed from the raw bytes,
 * url-encoded forms are accepted as flat string fields; anything else is refused. An empty body is {}.
 */
export async function readJsonInput(req: Request): Promise<unknown> {
  const raw = await readRawBody(req, JSON_BODY_LIMIT_BYTES);
  const type = mediaType(req);
  if (raw.length === 0) return {};
  if (type === '' || type === 'application/json' || type.endsWith('+json') || type.startsWith('text/')) {
    const text = raw.toString('utf8');
    if (text.trim() === '') return {};
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Also catches a RangeError from absurdly deep nesting: still the client's fault.
      throw new ApiError('invalid_json', 'The request body is not valid JSON');
    }
  }
  if (type === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  }
  throw new ApiError(
    'unsupported_content_type',
    `Content type '${type.slice(0, 80)}' is not accepted: send JSON`,
  );
}

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  mimeType: string;
  data: Buffer;
}

export interface MultipartInput {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/** Parses a multipart/form-data request: string fields plus at most one file, in field `fileField`. */
export async function readMultipartInput(req: Request, fileField: string): Promise<MultipartInput> {
  if (mediaType(req) !== 'multipart/form-data')
    throw new ApiError('unsupported_content_type', 'Send the file as multipart/form-data');
  const raw = await readRawBody(req, UPLOAD_BODY_LIMIT_BYTES);
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: { fileSize: UPLOAD_FILE_LIMIT_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 24 },
    });
  } catch {
    throw badRequest('The multipart request is malformed (boundary missing?)');
  }
  return new Promise<MultipartInput>((resolve, reject) => {
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    let file: UploadedFile | null = null;
    let failure: ApiError | null = null;
    const fail = (error: ApiError) => {
      failure ??= error;
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(tooLarge(`Field '${name.slice(0, 40)}' is too long`));
      else fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge(`The file exceeds ${UPLOAD_FILE_LIMIT_BYTES} bytes`)));
      stream.on('close', () => {
        if (name !== fileField)
          fail(badRequest(`Unexpected file field '${name.slice(0, 40)}': send it as '${fileField}'`));
        else
          file = {
            fieldName: name,
            fileName: info.filename ?? '',
            mimeType: info.mimeType,
            data: Buffer.concat(chunks),
          };
      });
    });
    parser.on('filesLimit', () => fail(badRequest('Send exactly one file')));
    parser.on('fieldsLimit', () => fail(badRequest('Too many form fields')));
    parser.on('partsLimit', () => fail(badRequest('Too many form parts')));
    parser.on('error', () => reject(failure ?? badRequest('The multipart body is malformed')));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields: { ...fields }, file })));
    parser.end(raw);
  });
}
