import { RemoteSystemError } from '../remote-system-error';

/**
 * A member's words were about to go with a content-system session that is not their writer's (another account
 * logged in meanwhile, in another tab or at the content system itself): nothing was sent. A 403 as Drupal
 * would answer a token of another session, so the portal asks who is logged in now; the words wait for their
 * writer's next login.
 */
export class NotTheWriter extends RemoteSystemError {
  constructor(readonly writer: number) {
    super('drupal', 403, { message: 'The content-system session is not the writer’s' });
  }
}
