import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const LAYER_RULES = new Set(['layers/layer-imports', 'no-restricted-globals', 'no-restricted-properties']);

/** Lints a made-up file at a path inside a layer and returns the messages of the layer rules. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId && LAYER_RULES.has(m.ruleId)).map((m) => m.message);
}

/** The arrows of architecture.md, as allow-lists per layer: each of these must fail lint. */
describe('lint refuses what a layer may not use', () => {
  it.each([
    ['src/ui/x.tsx', "import { createContainer } from '@/infrastructure/container';"],
    ['src/ui/x.tsx', "const load = () => import('@/infrastructure/container');"],
    ['src/ui/pages/x.tsx', "import { WebStorage } from '../../infrastructure/storage/web-storage';"],
    ['src/ui/pages/x.tsx', "export { WebStorage } from '../../infrastructure/storage/web-storage';"],
    ['src/ui/x.ts', "import axios from 'axios';"],
    ['src/ui/pages/x.tsx', "import ReactQuill from 'react-quill-new';"],
    ['src/ui/pages/x.tsx', "const editor = () => import('quill');"],
    ['src/application/x.ts', "import { createHttpClient } from '@/infrastructure/http/http-client';"],
    ['src/application/x.ts', "import { useState } from 'react';"],
    ['src/application/x.ts', "import * as z from 'zod/mini';"],
    ['src/application/x.ts', "import axios from 'axios';"],
    ['src/application/x.ts', "import { App } from '../ui/app/app';"],
    ['src/domain/x.ts', "import { TOKENS } from '@/application/tokens';"],
    ['src/domain/x.ts', "import { BehaviorSubject } from 'rxjs';"],
    ['src/domain/x.ts', "import DOMPurify from 'dompurify';"],
    ['src/domain/x.ts', "import * as z from 'zod';"],
    ['src/domain/x.ts', "import { useState } from 'react';"],
    ['src/domain/x.ts', "const late = () => import('inversify');"],
    ['src/domain/x.ts', "import { buildSandbox } from '../../sandbox/app';"],
    ['src/infrastructure/x.ts', "import { App } from '@/ui/app/app';"],
    ['src/infrastructure/drupal/x.ts', "type View = import('../../ui/app/app').App;"],
  ])('%s may not say %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).not.toEqual([]);
  });

  it.each([
    ['src/domain/x.ts', 'const width = window.innerWidth;'],
    ['src/domain/x.ts', "const stored = localStorage.getItem('k');"],
    ['src/application/x.ts', 'const title = document.title;'],
    ['src/application/x.ts', "const stored = globalThis.sessionStorage.getItem('k');"],
    ['src/application/x.ts', "void fetch('/x');"],
    ['src/application/x.ts', 'const agent = navigator.userAgent;'],
  ])('%s may not use the browser: %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).not.toEqual([]);
  });
});

describe('lint allows what a layer may use', () => {
  it.each([
    ['src/ui/x.ts', "import { TOKENS } from '@/application/tokens';"],
    ['src/ui/x.tsx', "const page = () => import('./pages/generic-page');"],
    ['src/ui/editor/x.tsx', "import ReactQuill from 'react-quill-new';"],
    ['src/ui/x.tsx', 'const width = window.innerWidth;'],
    ['src/application/x.ts', "import { isMember } from '@/domain/session/session';"],
    ['src/application/x.ts', "import { BehaviorSubject } from 'rxjs';"],
    ['src/application/x.ts', "import { injectable } from 'inversify';"],
    ['src/application/site/x.ts', "import { TOKENS } from '../tokens';"],
    ['src/domain/news/x.ts', "import { pageCount } from '../lists/pager';"],
    ['src/infrastructure/x.ts', "import { TOKENS } from '@/application/tokens';"],
    ['src/infrastructure/x.ts', "import * as z from 'zod/mini';"],
    ['src/main.tsx', "import { createContainer } from './infrastructure/container';"],
  ])('%s may say %s', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
