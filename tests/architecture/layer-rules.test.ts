import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** Lints a made-up file at a path inside a layer and returns the layer-rule messages. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the layer arrows of architecture.md are enforced by lint', () => {
  it.each([
    ['src/ui/x.tsx', "import { createContainer } from '@/infrastructure/container';"],
    ['src/ui/pages/x.tsx', "import { WebStorage } from '../../infrastructure/storage/web-storage';"],
    ['src/ui/x.ts', "import axios from 'axios';"],
    ['src/application/x.ts', "import { createHttpClient } from '@/infrastructure/http/http-client';"],
    ['src/application/x.ts', "import { useState } from 'react';"],
    ['src/domain/x.ts', "import { TOKENS } from '@/application/tokens';"],
    ['src/domain/x.ts', "import { BehaviorSubject } from 'rxjs';"],
    ['src/infrastructure/x.ts', "import { App } from '@/ui/app/app';"],
  ])('%s may not say %s', async (filePath, code) => {
    expect(await layerErrors(filePath, `${code}\nexport {};\n`)).not.toEqual([]);
  });

  it.each([
    ['src/ui/x.ts', "import { TOKENS } from '@/application/tokens';"],
    ['src/application/x.ts', "import { isMember } from '@/domain/session/session';"],
    ['src/infrastructure/x.ts', "import { TOKENS } from '@/application/tokens';"],
  ])('%s may say %s', async (filePath, code) => {
    expect(await layerErrors(filePath, `${code}\nexport {};\n`)).toEqual([]);
  });
});
