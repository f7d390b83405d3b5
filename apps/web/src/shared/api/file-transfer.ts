import type { MediaUploadTicket } from '@b2c/contracts';
import { sendRequest, type RequestOptions } from './api-client.ts';

/** How far a transfer is, 0–100; only told when the size is known. */
export type OnProgress = (percent: number) => void;

/** A downloaded file: its bytes, the name the server gave it (Content-Disposition), and its text. */
export interface FileAnswer {
  blob: Blob;
  fileName: string | undefined;
  /** The text, without the byte-order mark a CSV for Excel starts with. */
  text: () => Promise<string>;
}

/**
 * The file name of a Content-Disposition header: `filename*=UTF-8''…` (RFC 6266) first, else
 * `filename="…"` or a bare `filename=…`; undefined when there is none.
 */
export const fileNameOf = (disposition: string | null): string | undefined => {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A broken encoding falls back to the plain name below.
    }
  }
  const quoted = /filename\s*=\s*"([^"]*)"/.exec(disposition)?.[1];
  const bare = /filename\s*=\s*([^;"\s]+)/.exec(disposition)?.[1];
  return (quoted ?? bare) || undefined;
};

const percentOf = (loaded: number, total: number) => Math.min(100, Math.round((loaded / total) * 100));

/** Sees each piece of a download as it arrives: a streamed file's size is not known beforehand. */
export type OnChunk = (chunk: Uint8Array) => void;

/**
 * The body as a Blob; read chunk by chunk when someone follows the progress and the size is known, or
 * watches the chunks (`onChunk`: a streamed CSV's rows counted as they come).
 */
async function readBody(response: Response, onProgress?: OnProgress, onChunk?: OnChunk): Promise<Blob> {
  const total = Number(response.headers.get('content-length') ?? 0);
  const type = response.headers.get('content-type') ?? '';
  const followed = onChunk ?? (onProgress && total ? () => undefined : undefined);
  if (!followed || !response.body) {
    const blob = await response.blob();
    onChunk?.(new Uint8Array(await blob.arrayBuffer()));
    onProgress?.(100);
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let loaded = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value);
    loaded += next.value.byteLength;
    followed(next.value);
    if (onProgress && total) onProgress(percentOf(loaded, total));
  }
  onProgress?.(100);
  return new Blob(chunks, { type });
}

/**
 * A file from the API (a CSV or XLSX export): the same host, token, vertical headers and failure handling
 * as every JSON call (`sendRequest`), then the bytes and the server's file name. Internal to shared/api:
 * screens call `callFile(endpoint, input)`.
 */
export async function requestFile(
  path: string,
  options: RequestOptions & { onProgress?: OnProgress; onChunk?: OnChunk },
): Promise<FileAnswer> {
  const { onProgress, onChunk, ...request } = options;
  const response = await sendRequest(path, request);
  const blob = await readBody(response, onProgress, onChunk);
  return {
    blob,
    fileName: fileNameOf(response.headers.get('content-disposition')),
    text: async () => (await blob.text()).replace(/^\uFEFF/, ''),
  };
}

/** Why a file did not reach the storage: the screens say SPEC §8's "Upload failed". */
export class UploadFailed extends Error {
  constructor(readonly status: number) {
    super(status === 0 ? 'The upload did not reach the storage.' : `The storage refused the upload (HTTP ${status}).`);
    this.name = 'UploadFailed';
  }
}

/** The PUT by XMLHttpRequest: only it reports upload progress. */
const putWithProgress = (ticket: MediaUploadTicket, file: Blob, onProgress: OnProgress) =>
  new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', ticket.uploadUrl);
    for (const [name, value] of Object.entries(ticket.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(percentOf(event.loaded, event.total));
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadFailed(xhr.status)));
    xhr.onerror = () => reject(new UploadFailed(0));
    xhr.send(file);
  });

/**
 * PUTs a file straight to a pre-signed upload ticket (SPEC §7) with every header the ticket names (the
 * signature covers them; S3 also wants If-None-Match: *). The URL carries its own signature, so no bearer
 * token goes along. With `onProgress` it goes by XMLHttpRequest, which reports progress; else by fetch.
 * A refusal or no answer is an `UploadFailed`.
 */
export async function uploadToTicket(ticket: MediaUploadTicket, file: Blob, onProgress?: OnProgress): Promise<void> {
  if (onProgress) return putWithProgress(ticket, file, onProgress);
  let response: Response;
  try {
    response = await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: file });
  } catch {
    throw new UploadFailed(0);
  }
  if (!response.ok) throw new UploadFailed(response.status);
}
