import { renderAwaited } from '../support/render-portal';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PersistentStorage, SessionStorage } from '@/application/storage/key-value-storage';
import { DrupalHttp } from '@/infrastructure/drupal/drupal-connection';
import { defaultConfig } from '@/infrastructure/config/load-config';
import { createContainer, override } from '@/infrastructure/container';
import { InMemoryStorage } from '@/infrastructure/fakes/in-memory-storage';
import { ANSWER_TIMEOUT_MS, type HttpClient } from '@/infrastructure/http/http-client';
import type { HttpRequest, HttpResponse } from '@/infrastructure/http/http-request';
import { PortalRoutes } from '@/ui/app/app';
import { GenericPage } from '@/ui/app/routes';
import { ServicesProvider } from '@/ui/app/services';
import { expectConsole } from '../support/console-expectations';

const ABOUT_US = {
  data: { node: { nid: 4, title: 'About us', field_para_multi: [] }, session: { user_id: 0 } },
};

/**
 * The content system as the HTTP client sees it: menus answer, page answers stall until `answerPages`, and
 * a stalled call rejects as fetch does once its signal aborts. `pageAsked` settles when the first page call
 * has come: Drupal's adapter loads with the first call, so the call leaves a moment after Loading page… shows.
 */
function stallingContent() {
  let answering = false;
  let pageCame = () => {};
  const pageAsked = new Promise<void>((resolve) => (pageCame = resolve));
  const answer = (data: unknown): HttpResponse => ({ status: 200, data, headers: new Headers() });
  const send = async (request: HttpRequest): Promise<HttpResponse> => {
    if (!request.url.includes('get/page')) return answer([]);
    if (answering) return answer(ABOUT_US);
    pageCame();
    return new Promise((_, reject) =>
      request.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
    );
  };
  return { send, pageAsked, answerPages: () => void (answering = true) };
}

/** The real DrupalSiteGateway and HTTP client, so the client's own limit is what ends the wait. */
describe('a page answer that never comes, through the real HTTP client', () => {
  beforeEach(async () => {
    await GenericPage.preload();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());

  it('ends in the error state with Try again, which loads the page once the answer comes', async () => {
    expectConsole('error', 'RemoteSystemError: No answer within 25 seconds');
    const container = createContainer(defaultConfig, [
      override(PersistentStorage, new InMemoryStorage()),
      override(SessionStorage, new InMemoryStorage()),
    ]);
    const content = stallingContent();
    container.get<HttpClient>(DrupalHttp).transport = content.send;
    await renderAwaited(() =>
      render(
        <ServicesProvider container={container}>
          <MemoryRouter initialEntries={['/about-us']}>
            <PortalRoutes />
          </MemoryRouter>
        </ServicesProvider>,
      ),
    );
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('status')).toHaveTextContent('Loading page…');
    // The client's clock starts with the call, so the call goes out before the clock is moved on.
    await content.pageAsked;

    await act(() => vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS));
    const alert = main.getByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent('No answer within 25 seconds');

    content.answerPages();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  });
});
