import type { HttpClient } from '../http/http-client';
import { inject, injectable } from 'inversify';
import { AppConfig } from '@/application/config/app-config';
import type { ReadOptions } from '@/application/read-options';
import type { SiteGateway } from '@/application/site/site-gateway';
import { DrupalHttp } from './drupal-connection';
import type { MenuItem, MenuType } from '@/domain/menu/menu';
import type { PageAnswer } from '@/domain/pages/page';
import { parseAnswer } from '../wire/answer-parsing';
import { madeOnce } from '../wire/made-once';
import { DrupalCredentials } from './drupal-connection';
import { contentLanguageQuery } from './wire/content-language';
import { menuSchema } from './wire/menu-schema';
import { pageAnswerSchema } from './wire/page-schema';

const pageSchemaOf = madeOnce(pageAnswerSchema);
const menuSchemaOf = madeOnce(menuSchema);

/** The custom module's site endpoints (`{app}-json/...`) of Drupal. */
@injectable()
export class DrupalSiteGateway implements SiteGateway {
  private readonly base: string;
  private readonly pageSchema: ReturnType<typeof pageAnswerSchema>;

  constructor(
    @inject(DrupalHttp) private readonly http: HttpClient,
    @inject(AppConfig) config: AppConfig,
    @inject(DrupalCredentials) private readonly credentials: DrupalCredentials,
  ) {
    this.base = `${config.appName}-json`;
    this.pageSchema = pageSchemaOf(config.cmsUrl);
  }

  async getPage(path: string, { signal, language }: ReadOptions = {}): Promise<PageAnswer> {
    const params = Object.fromEntries([['uri', path], ...contentLanguageQuery(language)]);
    const { data } = await this.http.get<unknown>(`${this.base}/get/page`, { params, signal });
    // Every page answer says whose session this is and carries its logout token, so any tab can log out.
    this.credentials.notePageAnswer(data);
    return parseAnswer('drupal', this.pageSchema, data);
  }

  async getMenu(type: MenuType, { signal, language }: ReadOptions = {}): Promise<MenuItem[]> {
    const params = Object.fromEntries(contentLanguageQuery(language));
    const { data } = await this.http.get<unknown>(`${this.base}/get-menu/${type}`, { params, signal });
    return parseAnswer('drupal', menuSchemaOf(type), data);
  }

  async refreshSession(): Promise<void> {
    // Any answer will do: the request itself keeps the session cookie alive.
    await this.http.get(`${this.base}/get/nothing`);
  }
}
