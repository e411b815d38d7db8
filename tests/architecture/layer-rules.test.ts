import { beforeAll, describe, expect, it } from 'vitest';

import { brokenRules, LINT_WARM_UP_MS, warmUpLint } from './broken-rules';

const IMPORTS = 'layers/layer-imports';
const GLOBALS = ['no-restricted-globals', 'no-restricted-properties'];

/**
 * The arrows of docs/architecture.md ("Layers and their arrows"), as allow-lists per layer: each of these
 * must fail lint.
 */

beforeAll(warmUpLint, LINT_WARM_UP_MS);

describe('lint refuses what a layer may not import', () => {
  it.each([
    ['src/ui/x.tsx', "import { createContainer } from '@/infrastructure/container';"],
    ['src/ui/x.tsx', "const load = () => import('@/infrastructure/container');"],
    ['src/ui/x.tsx', "import type { AppConfig } from '@/infrastructure/config/load-config';"],
    ['src/ui/pages/x.tsx', "import { WebStorage } from '../../infrastructure/storage/web-storage';"],
    ['src/ui/pages/x.tsx', "export { WebStorage } from '../../infrastructure/storage/web-storage';"],
    ['src/ui/pages/x.tsx', "const late = () => import('../../infrastructure/container');"],
    ['src/ui/x.ts', "import axios from 'axios';"],
    ['src/ui/pages/x.tsx', "import ReactQuill from 'react-quill-new';"],
    ['src/ui/pages/x.tsx', "const editor = () => import('quill');"],
    ['src/ui/pages/x.tsx', "import 'quill/dist/quill.snow.css';"],
    ['src/application/x.ts', "import { createHttpClient } from '@/infrastructure/http/http-client';"],
    ['src/application/x.ts', "import { useState } from 'react';"],
    ['src/application/x.ts', "import * as z from 'zod';"],
    ['src/application/x.ts', "import * as z from 'zod/mini';"],
    ['src/application/x.ts', "import axios from 'axios';"],
    ['src/application/x.ts', "import DOMPurify from 'dompurify';"],
    ['src/application/x.ts', "const client = require('axios');"],
    ['src/application/x.ts', "import axios = require('axios');"],
    ['src/application/x.ts', "import { App } from '../ui/app/app';"],
    ['src/domain/x.ts', "import { PostTopic } from '@/application/groups/post-topic';"],
    ['src/domain/x.ts', "import { BehaviorSubject } from 'rxjs';"],
    ['src/domain/x.ts', "import DOMPurify from 'dompurify';"],
    ['src/domain/x.ts', "import * as z from 'zod';"],
    ['src/domain/x.ts', "import { useState } from 'react';"],
    ['src/domain/x.ts', "const late = () => import('inversify');"],
    ['src/domain/x.ts', "export * from '../infrastructure/container';"],
    ['src/domain/x.ts', "import { buildSandbox } from '../../sandbox/host/app';"],
    ['src/domain/x.ts', "import '../main';"],
    ['src/infrastructure/x.ts', "import { App } from '@/ui/app/app';"],
    ['src/infrastructure/drupal/x.ts', "const view = () => import('../../ui/app/app');"],
    ['src/infrastructure/drupal/x.ts', "type View = import('../../ui/app/app').App;"],
  ])('%s may not say %s', async (filePath, code) => {
    expect(await brokenRules(filePath, code)).toContain(IMPORTS);
  });
});

const BROWSER_USES = [
  'const width = window.innerWidth;',
  "const stored = localStorage.getItem('k');",
  'const title = document.title;',
  "const stored = globalThis.localStorage.getItem('k');",
  'const width = globalThis.window.innerWidth;',
  "const stored = globalThis.sessionStorage.getItem('k');",
  "void fetch('/x');",
  'const agent = navigator.userAgent;',
  'const here = location.href;',
];

describe('lint refuses browser globals in domain and application', () => {
  it.each(
    ['src/domain/x.ts', 'src/application/x.ts'].flatMap((filePath) =>
      BROWSER_USES.map((code) => [filePath, code]),
    ),
  )('%s may not say %s', async (filePath, code) => {
    expect((await brokenRules(filePath, code)).some((rule) => GLOBALS.includes(rule))).toBe(true);
  });
});

describe('lint allows what a layer may use', () => {
  it.each([
    ['src/ui/x.ts', "import { PostTopic } from '@/application/groups/post-topic';"],
    ['src/ui/x.ts', "import { isMember } from '@/domain/session/session';"],
    ['src/ui/x.tsx', "const page = () => import('./pages/generic-page');"],
    ['src/ui/x.tsx', "import { useState } from 'react';"],
    ['src/ui/editor/x.tsx', "import ReactQuill from 'react-quill-new';"],
    ['src/ui/editor/x.tsx', "import 'quill/dist/quill.snow.css';"],
    ['src/ui/x.tsx', 'const width = window.innerWidth;'],
    ['src/application/x.ts', "import { isMember } from '@/domain/session/session';"],
    ['src/application/x.ts', "import { BehaviorSubject } from 'rxjs';"],
    ['src/application/x.ts', "import { map } from 'rxjs/operators';"],
    ['src/application/x.ts', "import { injectable } from 'inversify';"],
    ['src/application/site/x.ts', "import { SessionStore } from '../session/session-store';"],
    ['src/application/site/x.ts', "import { isMember } from '../../domain/session/session';"],
    ['src/application/x.ts', 'const id = setTimeout(() => console.warn(new URL("/x", "https://a.b")), 1);'],
    ['src/domain/news/x.ts', "import { pageCount } from '../lists/pager';"],
    ['src/domain/x.ts', "import { pageCount } from '@/domain/lists/pager';"],
    ['src/domain/x.ts', "console.warn('unknown paragraph type');"],
    ['src/infrastructure/x.ts', "import { GroupGateway } from '@/application/groups/group-gateway';"],
    ['src/infrastructure/x.ts', "import * as z from 'zod/mini';"],
    ['src/infrastructure/drupal/x.ts', "import { createHttpClient } from '../http/http-client';"],
    ['src/infrastructure/x.ts', 'const agent = navigator.userAgent;'],
    ['src/main.tsx', "import { createContainer } from './infrastructure/container';"],
    ['src/main.tsx', "import { App } from './ui/app/app';"],
  ])('%s may say %s', async (filePath, code) => {
    const layerRules = (await brokenRules(filePath, code)).filter(
      (rule) => rule === IMPORTS || GLOBALS.includes(rule),
    );
    expect(layerRules).toEqual([]);
  });
});
