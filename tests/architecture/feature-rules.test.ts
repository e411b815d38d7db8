import { beforeAll, describe, expect, it } from 'vitest';

import { brokenRules, LINT_WARM_UP_MS, warmUpLint } from './broken-rules';

const FEATURES = 'layers/feature-imports';

/**
 * docs/architecture.md, "Folders that show the design": a ui feature imports itself, shared/, app/, i18n/,
 * editor/.
 */

beforeAll(warmUpLint, LINT_WARM_UP_MS);

describe('lint refuses an import from another ui feature', () => {
  it.each([
    ['src/ui/groups/x.tsx', "import { NewsList } from '../listing/news-list';"],
    ['src/ui/groups/x.tsx', "import { NewsList } from '@/ui/listing/news-list';"],
    ['src/ui/groups/x.tsx', "const page = () => import('../proposals/proposal-page');"],
    ['src/ui/groups/x.tsx', "export { LoginForm } from '../session/login-form';"],
    ['src/ui/groups/x.tsx', "import styles from '../session/login-page.module.css';"],
    ['src/ui/proposals/fields/x.tsx', "import { GroupCard } from '../../groups/group-card';"],
    ['src/ui/shared/x.tsx', "import { GroupCard } from '@/ui/groups/group-card';"],
    ['src/ui/layout/x.tsx', "import { LoginForm } from '../session/login-form';"],
    // An exception names one importer: another file of the same feature does not share it.
    ['src/ui/session/account-page.tsx', "import { MyGroupsPanel } from '../groups/my-groups-panel';"],
    // The header carries the search field, not the results screen.
    ['src/ui/layout/site-header.tsx', "import { SearchPage } from '../search/search-page';"],
  ])('%s may not say %s', async (filePath, code) => {
    expect(await brokenRules(filePath, code)).toContain(FEATURES);
  });
});

describe('lint allows a feature itself, the shared folders and the named exceptions', () => {
  it.each([
    ['src/ui/groups/x.tsx', "import { Card } from '../shared/card';"],
    ['src/ui/groups/x.tsx', "import { Pager } from '@/ui/shared/pager';"],
    ['src/ui/groups/x.tsx', "import { useService } from '../app/services';"],
    ['src/ui/groups/x.tsx', "import { useTranslation } from '../i18n/use-translation';"],
    ['src/ui/groups/x.tsx', "const editor = () => import('../editor/rich-text-editor');"],
    ['src/ui/groups/x.tsx', "import { GroupCard } from './group-card';"],
    ['src/ui/proposals/fields/x.tsx', "import styles from '../proposal-fields-form.module.css';"],
    ['src/ui/session/member-area-page.tsx', "import { MyGroupsPanel } from '../groups/my-groups-panel';"],
    ['src/ui/pages/list-parts.ts', "const news = () => import('../listing/news-list');"],
    ['src/ui/app/x.tsx', "import { GroupPage } from '../groups/group-page';"],
    ['src/ui/layout/site-header.tsx', "import { HeaderSearch } from '../search/header-search';"],
  ])('%s may say %s', async (filePath, code) => {
    expect(await brokenRules(filePath, code)).not.toContain(FEATURES);
  });
});
