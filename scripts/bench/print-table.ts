import { readFileSync } from 'node:fs';
import type { BenchResults } from './results';
import { rowsOf } from './table';
import { markdownTable } from './table-columns';

/**
 * Prints the table of the last `npm run bench` again from bench/results.json (or the file named, such as
 * bench/member-results.json), without measuring anything.
 */
const results = JSON.parse(readFileSync(process.argv[2] ?? 'bench/results.json', 'utf8')) as BenchResults;
console.log(markdownTable(rowsOf(results)));
