import { afterEach, describe, expect, it, vi } from 'vitest';
import { bulkEndpoints, pathOf, yardAuditEndpoints } from '@b2c/contracts';
import { configureApiClient } from './api-client.ts';
import { ApiError, errorMessage } from './api-error.ts';
import { callFile } from './call.ts';
import { UploadFailed, fileNameOf, uploadToTicket } from './file-transfer.ts';
import { fakeUploadTicket } from '../../testing/factories.ts';
import { jsonResponse } from '../../testing/fake-api.ts';

interface Sent {
  url: string;
  headers: Headers;
}

/** The real client over one canned answer; records what was sent. */
const answering = (response: Response | Error) => {
  const sent: Sent[] = [];
  const onUnauthorized = vi.fn();
  configureApiClient({
    getAccessToken: async () => 'tok-1',
    getVertical: async () => ({ country: 'IN', vehicleType: 'CAR' }),
    onUnauthorized,
    hostRules: [],
    environment: 'production',
    fetch: async (input, init) => {
      sent.push({ url: String(input), headers: new Headers(init?.headers) });
      if (response instanceof Error) throw response;
      return response;
    },
  });
  return { sent, onUnauthorized };
};

const csv = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'text/csv', ...headers } });

afterEach(() => vi.unstubAllGlobals());

describe('fileNameOf', () => {
  it('reads the quoted, the bare and the RFC 6266 encoded name', () => {
    expect(fileNameOf('attachment; filename="yard-audit-4-HUB-1.csv"')).toBe('yard-audit-4-HUB-1.csv');
    expect(fileNameOf('attachment; filename=template.xlsx')).toBe('template.xlsx');
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''Bangkok%20%E0%B8%81.csv`)).toBe('Bangkok ก.csv');
  });

  it('has no name when the header has none', () => {
    expect(fileNameOf(null)).toBeUndefined();
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf('attachment; filename=""')).toBeUndefined();
  });
});

describe('callFile', () => {
  it('sends the host, bearer, vertical and the media types the endpoint declares; reads the name and the text', async () => {
    const { sent } = answering(
      csv('\uFEFFa,b\r\n1,2', { 'Content-Disposition': 'attachment; filename="yard-audit-4-HUB-1.csv"' }),
    );
    const answer = await callFile(yardAuditEndpoints.export, { params: { id: 4 } });
    expect(answer.fileName).toBe('yard-audit-4-HUB-1.csv');
    expect(await answer.text()).toBe('a,b\r\n1,2');
    expect(sent[0]!.url).toBe(pathOf(yardAuditEndpoints.export.path, { id: 4 }));
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(sent[0]!.headers.get('X-Country')).toBe('IN');
    expect(sent[0]!.headers.get('X-Vehicle-Type')).toBe('CAR');
    expect(sent[0]!.headers.get('Accept')).toBe('text/csv, application/json');
  });

  it('hands over the bytes of a binary file and its query', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4, 0xff]);
    const { sent } = answering(new Response(bytes, { headers: { 'Content-Type': 'application/octet-stream' } }));
    const answer = await callFile(bulkEndpoints.template, { query: { type: 'DRIVER', format: 'xlsx' } });
    expect(new Uint8Array(await answer.blob.arrayBuffer())).toEqual(bytes);
    expect(answer.fileName).toBeUndefined();
    expect(sent[0]!.url).toMatch(/\/template\?type=DRIVER&format=xlsx$/);
  });

  it('follows the progress of a download whose size is known', async () => {
    const body = 'x'.repeat(1000);
    answering(csv(body, { 'Content-Length': '1000' }));
    const seen: number[] = [];
    const answer = await callFile(
      yardAuditEndpoints.export,
      { params: { id: 4 } },
      { onProgress: (p) => seen.push(p) },
    );
    expect(await answer.text()).toBe(body);
    expect(seen.at(-1)).toBe(100);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it("maps a failure to an ApiError with the server's message, as call does", async () => {
    answering(jsonResponse(404, { status: 404, error: 'Not Found', message: 'Yard audit 9 was not found.' }));
    const error = await callFile(yardAuditEndpoints.export, { params: { id: 9 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
    expect(errorMessage(error)).toBe('Yard audit 9 was not found.');
  });

  it('asks for a new sign-in on 401 and says a lost connection is a network error', async () => {
    const { onUnauthorized } = answering(jsonResponse(401, { status: 401, error: 'Unauthorized', message: 'expired' }));
    await expect(callFile(yardAuditEndpoints.export, { params: { id: 1 } })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    answering(new TypeError('Failed to fetch'));
    await expect(callFile(yardAuditEndpoints.export, { params: { id: 1 } })).rejects.toMatchObject({
      isNetworkError: true,
    });
  });
});

/** A stand-in XMLHttpRequest: records the request, then plays the progress and the answer it is given. */
const fakeXhr = (status: number | 'network', steps: [number, number][]) => {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    private request = { method: '', url: '', headers: {} as Record<string, string>, body: undefined as unknown };
    open(method: string, url: string) {
      Object.assign(this.request, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      queueMicrotask(() => {
        for (const [loaded, total] of steps) this.upload.onprogress?.({ lengthComputable: true, loaded, total });
        if (status === 'network') return this.onerror?.();
        this.status = status;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
};

describe('uploadToTicket', () => {
  const ticket = {
    ...fakeUploadTicket('hubs/IN/CAR/H/images/k-a.png', 'image/png', 10),
    headers: { 'Content-Type': 'image/png', 'If-None-Match': '*' },
  };
  const file = new Blob(['png'], { type: 'image/png' });

  it('PUTs with every header of the ticket and tells the progress', async () => {
    const sent = fakeXhr(200, [
      [25, 100],
      [100, 100],
    ]);
    const seen: number[] = [];
    await uploadToTicket(ticket, file, (p) => seen.push(p));
    expect(sent).toEqual([{ method: 'PUT', url: ticket.uploadUrl, headers: ticket.headers, body: file }]);
    expect(seen).toEqual([25, 100]);
  });

  it('is an UploadFailed when the storage refuses the file or cannot be reached', async () => {
    fakeXhr(415, []);
    await expect(uploadToTicket(ticket, file, () => undefined)).rejects.toEqual(new UploadFailed(415));
    fakeXhr('network', []);
    await expect(uploadToTicket(ticket, file, () => undefined)).rejects.toMatchObject({ status: 0 });
  });

  it('goes by fetch without a progress listener, with no bearer token', async () => {
    const put = vi.fn().mockResolvedValueOnce(new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', put);
    await uploadToTicket(ticket, file);
    expect(put).toHaveBeenCalledWith(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: file });
    put.mockResolvedValueOnce(new Response(null, { status: 409 }));
    await expect(uploadToTicket(ticket, file)).rejects.toBeInstanceOf(UploadFailed);
    put.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(uploadToTicket(ticket, file)).rejects.toMatchObject({ status: 0 });
  });
});
