import type { HttpClient } from '../http/http-client';
import { inject, injectable } from 'inversify';
import type { EventSettingsGateway } from '@/application/proposals/event-settings-gateway';
import type { ReadOptions } from '@/application/read-options';
import type { EventSettings } from '@/domain/proposals/event-settings';
import { DrupalHttp } from './drupal-connection';
import { parseAnswer } from '../wire/answer-parsing';
import { eventSettingsSchema } from './wire/event-settings-schema';

/** The custom module's editable variables are no REST route: no `_format`, and public. */
export const EVENT_SETTINGS_PATH = 'editablevar/json/proposal_submission';

/** The call for proposals from Drupal's editable variables. */
@injectable()
export class DrupalEventSettingsGateway implements EventSettingsGateway {
  constructor(@inject(DrupalHttp) private readonly http: HttpClient) {}

  async read({ signal }: ReadOptions = {}): Promise<EventSettings> {
    const { data } = await this.http.get<unknown>(EVENT_SETTINGS_PATH, { signal });
    return parseAnswer('drupal', eventSettingsSchema, data);
  }
}
