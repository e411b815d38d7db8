import { inject, injectable } from 'inversify';
import type { MenuItem, MenuType } from '@/domain/menu/menu';
import type { Language } from '../preferences/preferences';
import { SiteGateway } from './site-gateway';

/** Menus, fetched once per visit and language; visibility is filtered per viewer in the view. */
@injectable()
export class LoadMenu {
  private readonly loads = new Map<string, Promise<MenuItem[]>>();

  constructor(@inject(SiteGateway) private readonly site: SiteGateway) {}

  /** The menu with its labels in `language` where the content system has them translated. */
  load(type: MenuType, language?: Language): Promise<MenuItem[]> {
    const key = `${type}:${language ?? ''}`;
    const known = this.loads.get(key);
    if (known) return known;
    const loading = this.site.getMenu(type, language && { language });
    this.loads.set(key, loading);
    // Forget a failed load so that a retry asks again.
    loading.catch(() => this.loads.delete(key));
    return loading;
  }
}
