import {
  type MessageKey,
  normaliseContentType,
  typeFromFileName,
  UPLOAD_EXTENSION_BY_TYPE,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MEGABYTES,
  UPLOAD_SIGNED_URL_TTL_SECONDS,
  uploadPurposeFromHint,
  type ModerateImageRequest,
  type SignedUploadRequest,
} from "@commons/domain";
import type { Db } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import { AppError, fieldError, notFound } from "../../lib/errors.ts";
import { checkDeclaredType, ImageRefused, inspectImage, reencodeImage } from "./image-pipeline.ts";
import { basicModerator, type ImageModerator } from "./moderation.ts";
import { type Storage, StorageKeyExistsError, storageFor } from "./storage.ts";
import { newStorageKey, parseStorageKey } from "./upload-keys.ts";
import { signedPutUrl, uploadSigningKey, verifyGrant } from "./upload-signing.ts";
import { recordStoredFile } from "./upload-quota.ts";

export interface SignedUpload {
  signedUrl: string;
  fileUrl: string;
  expiresAt: string;
  contentType: string;
  maxBytes: number;
}

export interface UploadsServiceOptions {
  storage?: Storage;
  moderator?: ImageModerator;
  /** Milliseconds since the epoch; tests move time to expire a link. */
  now?: () => number;
  /** Where each stored image is counted against its owner's quota (upload-quota.ts). */
  db?: Db;
}

const tooLarge = () => new AppError(413, "PAYLOAD_TOO_LARGE", "uploads.tooLarge", { max: UPLOAD_MAX_MEGABYTES });
const linkRefused = (key: MessageKey) => new AppError(403, "FORBIDDEN", key);

/** Turns a pipeline refusal into the envelope's error, naming the file field. */
function refusal(err: unknown): never {
  if (err instanceof ImageRefused) {
    if (err.status === 413) throw tooLarge();
    throw fieldError("file", err.key);
  }
  throw err;
}

export function uploadsService(env: Env, options: UploadsServiceOptions = {}) {
  const storage = options.storage ?? storageFor(env);
  const moderator = options.moderator ?? basicModerator;
  const secret = uploadSigningKey(env);
  // Read through a closure so a replaced clock (tests) is seen.
  const now = options.now ?? (() => Date.now());

  /** Checks the bytes, re-encodes them and stores the result under a key nobody else can hold. */
  async function processAndStore(ownerId: string, key: string, bytes: Uint8Array, declared: string): Promise<{ fileUrl: string }> {
    if (bytes.byteLength === 0) throw fieldError("file", "uploads.fileMissing");
    if (bytes.byteLength > UPLOAD_MAX_BYTES) throw tooLarge();
    let stored: Uint8Array;
    try {
      const type = checkDeclaredType(declared);
      await inspectImage(bytes, type);
      stored = (await reencodeImage(bytes, type)).bytes;
    } catch (err) {
      refusal(err);
    }
    try {
      await storage.put(key, stored, normaliseContentType(declared));
    } catch (err) {
      if (err instanceof StorageKeyExistsError) throw new AppError(409, "CONFLICT", "uploads.alreadyExists");
      throw err;
    }
    if (options.db) await recordStoredFile(options.db, key, ownerId, stored.byteLength);
    return { fileUrl: storage.publicUrl(key) };
  }

  return {
    storage,

    /**
     * A link to PUT one image to (docs/product/accounts-and-profile.md#upload-flow).
     * The bucket/path are a hint; the server picks the key.
     */
    createSignedUpload(userId: string, input: SignedUploadRequest): SignedUpload {
      let type;
      try {
        type = checkDeclaredType(input.contentType);
      } catch (err) {
        if (err instanceof ImageRefused) throw fieldError("contentType", err.key);
        throw err;
      }
      if (input.size !== undefined && input.size > UPLOAD_MAX_BYTES) throw tooLarge();
      const key = newStorageKey(uploadPurposeFromHint(input.bucket, input.path), userId, UPLOAD_EXTENSION_BY_TYPE[type]);
      const expiresAt = Math.floor(now() / 1000) + UPLOAD_SIGNED_URL_TTL_SECONDS;
      // A declared size tightens the bound: the PUT may not send more than was announced.
      const grant = { key, contentType: type, maxBytes: input.size ?? UPLOAD_MAX_BYTES, expiresAt };
      return {
        signedUrl: signedPutUrl(secret, grant),
        fileUrl: storage.publicUrl(key),
        expiresAt: new Date(expiresAt * 1000).toISOString(),
        contentType: type,
        maxBytes: grant.maxBytes,
      };
    },

    /**
     * The PUT behind a signed link. The signature is checked before the body is read; the body is read
     * with a byte cap, so a liar's Content-Length or an endless stream costs at most `maxBytes`.
     */
    async acceptSignedPut(
      userId: string,
      key: string,
      query: { ct?: string; max?: string; exp?: string; sig?: string },
      request: { contentType: string | undefined; contentLength: string | undefined; body: ReadableStream<Uint8Array> | null },
    ): Promise<{ fileUrl: string }> {
      const parsed = parseStorageKey(key);
      if (!parsed) throw linkRefused("uploads.linkInvalid");
      const check = verifyGrant(secret, { key, ...query }, Math.floor(now() / 1000));
      if (!check.ok) throw linkRefused(check.reason === "expired" ? "uploads.linkExpired" : "uploads.linkInvalid");
      // The key carries its owner: a link someone else obtained is useless to anyone but that owner.
      if (parsed.ownerId !== userId) throw linkRefused("uploads.notYourLink");
      const { grant } = check;
      if (normaliseContentType(request.contentType) !== grant.contentType) throw fieldError("contentType", "uploads.typeMismatch");
      const length = Number(request.contentLength ?? "0");
      if (Number.isFinite(length) && length > grant.maxBytes) throw tooLarge();
      if (await storage.exists(key)) throw new AppError(409, "CONFLICT", "uploads.alreadyExists");
      const bytes = await readCapped(request.body, grant.maxBytes);
      return processAndStore(userId, key, bytes, grant.contentType);
    },

    /**
     * The direct-upload fallback (docs/product/accounts-and-profile.md#upload-flow):
     * the same checks, in one multipart request.
     */
    async directUpload(
      userId: string,
      input: { file: File; bucket?: string; path?: string; contentType?: string },
    ): Promise<{ fileUrl: string }> {
      const { file } = input;
      const declared = input.contentType || file.type || typeFromFileName(file.name);
      let type;
      try {
        type = checkDeclaredType(declared, file.name);
        // A form that names one type and a file part that names another is not trusted either way.
        if (input.contentType && file.type && normaliseContentType(file.type) !== type) throw new ImageRefused("uploads.typeMismatch");
      } catch (err) {
        refusal(err);
      }
      if (file.size > UPLOAD_MAX_BYTES) throw tooLarge();
      const key = newStorageKey(uploadPurposeFromHint(input.bucket, input.path), userId, UPLOAD_EXTENSION_BY_TYPE[type]);
      return processAndStore(userId, key, new Uint8Array(await file.arrayBuffer()), type);
    },

    /**
     * docs/product/accounts-and-profile.md#moderation. Only our own stored files: the URL is
     * mapped to a storage key and read through the storage driver, never fetched (no SSRF).
     */
    async moderateImage({ imageUrl, mode }: ModerateImageRequest): Promise<{ message: MessageKey }> {
      const key = storage.keyFromUrl(imageUrl);
      if (!key) throw fieldError("imageUrl", "uploads.moderation.notOurs");
      let verdict;
      try {
        const bytes = await storage.get(key);
        if (!bytes) throw notFound();
        verdict = await moderator.moderate({ key, bytes, mode });
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw new AppError(503, "SERVICE_UNAVAILABLE", "uploads.moderation.unavailable");
      }
      if (!verdict.passed) {
        throw new AppError(422, "VALIDATION_ERROR", verdict.reason ?? "uploads.moderation.violation", { max: UPLOAD_MAX_MEGABYTES });
      }
      return { message: "uploads.moderation.passed" };
    },
  };
}


async function readCapped(body: ReadableStream<Uint8Array> | null, max: number): Promise<Uint8Array> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
