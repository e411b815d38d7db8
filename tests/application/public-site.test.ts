import { describe, expect, it } from 'vitest';
import { publicSite } from '@/application/config/public-site';
import { defaultConfig } from '@/infrastructure/config/load-config';

describe('publicSite: the address and names a page’s head tags use', () => {
  it('is the configured site URL when the deployment names one', () => {
    const site = publicSite({ ...defaultConfig, siteUrl: 'https://necs.org' }, 'http://10.0.0.5:8080');
    expect(site).toEqual({
      url: 'https://necs.org',
      name: defaultConfig.association.name,
      shortName: defaultConfig.association.shortName,
    });
  });

  it('is the origin the page is served from otherwise', () => {
    expect(publicSite(defaultConfig, 'https://portal.example').url).toBe('https://portal.example');
  });

  it('drops every trailing slash of the origin, as the configured address has none', () => {
    expect(publicSite(defaultConfig, 'https://portal.example//').url).toBe('https://portal.example');
  });
});
