import { inject, injectable } from 'inversify';
import type { MenuItem, MenuType } from '@/domain/menu/menu';
import { SiteGateway } from './site-gateway';

/** Menus, fetched once per visit; visibility is filtered per viewer in the view. */
@injectable()
export class LoadMenu {
  private readonly loads = new Map<MenuType, Promise<MenuItem[]>>();

  constructor(@inject(SiteGateway) private readonly site: SiteGateway) {}

  load(type: MenuType): Promise<MenuItem[]> {
    const known = this.loads.get(type);
    if (known) return known;
    const loading = this.site.getMenu(type);
    this.loads.set(type, loading);
    // Forget a failed load so that a retry asks again.
    loading.catch(() => this.loads.delete(type));
    return loading;
  }
}
