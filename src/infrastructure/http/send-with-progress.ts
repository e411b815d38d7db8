import axios from 'axios';
import { headersOf, HttpStatusFailure, type HttpRequest, type HttpResponse } from './http-request';

/**
 * Uploads that report progress: fetch cannot, XMLHttpRequest can, and axios wraps it well. Loaded only
 * when a member attaches a file, so visitors never download it. Every status resolves here; the status
 * check is the same as fetch's.
 */
export async function sendWithProgress(
  url: string,
  request: HttpRequest,
  withCredentials: boolean,
): Promise<HttpResponse> {
  const answer = await axios.request({
    url,
    method: request.method,
    data: request.data,
    headers: Object.fromEntries(headersOf(request, url)),
    responseType: request.responseType ?? 'json',
    signal: request.signal,
    withCredentials: withCredentials || request.withCredentials,
    onUploadProgress: (event) => request.onUploadProgress?.({ loaded: event.loaded, total: event.total }),
    validateStatus: () => true,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item != null) headers.append(name, String(item));
  }
  const response: HttpResponse = { status: answer.status, data: answer.data as unknown, headers };
  if (answer.status < 200 || answer.status > 299) throw new HttpStatusFailure(request, response);
  return response;
}
