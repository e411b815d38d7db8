import { describe, expect, it } from 'vitest';
import { screenScripts, stylesheetLinks } from '@/server/screen-files';

/** A build's manifest: a screen importing a shared chunk and the entry's, the entry importing the libraries and its own code. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', imports: ['_libraries-def.js', '_start-xyz.js'] },
  '_libraries-def.js': { file: 'assets/libraries-def.js' },
  '_start-xyz.js': { file: 'assets/start-xyz.js', css: ['assets/start.css'] },
  '_shared-ghi.js': { file: 'assets/ghi.js', imports: ['_libraries-def.js'], css: ['assets/shared.css'] },
  'src/ui/groups/topic-page.tsx': {
    file: 'assets/topic-page-jkl.js',
    imports: ['index.html', '_shared-ghi.js', '_libraries-def.js', '_start-xyz.js'],
    css: ['assets/topic.css', 'assets/shared.css'],
  },
  'src/infrastructure/group-writing-bindings.ts': {
    file: 'assets/group-writing-bindings-mno.js',
    imports: ['_shared-ghi.js'],
  },
};
const TOPIC = ['src/ui/groups/topic-page.tsx', 'src/infrastructure/group-writing-bindings.ts'];

describe('a drawn screen’s files, from the build’s manifest', () => {
  it('links each style of its modules and of what they import once, none of the entry’s (index.html has it)', () => {
    expect(stylesheetLinks(TOPIC, MANIFEST)).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/topic.css">\n    <link rel="stylesheet" crossorigin href="/assets/shared.css">',
    );
  });

  it('names the code of its modules and of what they import once, the entry’s and its imports left out', () => {
    expect(screenScripts(TOPIC, MANIFEST)).toEqual([
      '/assets/topic-page-jkl.js',
      '/assets/ghi.js',
      '/assets/group-writing-bindings-mno.js',
    ]);
  });

  it('passes over a module the build does not know', () => {
    expect(screenScripts(['src/ui/nowhere.tsx'], MANIFEST)).toEqual([]);
  });
});
