/** One figure of one column, against its target. */
export interface Line {
  area: string;
  figure: string;
  measured: string;
  target: string;
  /** null: reported without a target. */
  pass: boolean | null;
}

/** visitor and member: the member run's two browsers (member/column.ts), beside each other. */
export type Column = 'sandbox' | 'production' | 'visitor' | 'member';
const COLUMNS: readonly Column[] = ['sandbox', 'production', 'visitor', 'member'];

export interface Cell {
  measured: string;
  pass: boolean | null;
}

/** One figure across the columns that measured it. */
export interface Row {
  area: string;
  figure: string;
  target: string;
  cells: Partial<Record<Column, Cell>>;
}

/**
 * The columns' lines side by side: a figure both measured is one row (with both targets where they differ),
 * in the first column's order; a figure only a later column has follows, in that column's order.
 */
export function columnsOf(lines: Partial<Record<Column, readonly Line[]>>): Row[] {
  const rows = new Map<string, Row>();
  for (const column of COLUMNS)
    for (const line of lines[column] ?? []) {
      const key = `${line.area}\n${line.figure}`;
      const row = rows.get(key) ?? { area: line.area, figure: line.figure, target: line.target, cells: {} };
      if (row.target !== line.target) row.target = `${row.target}; ${column} ${line.target}`;
      row.cells[column] = { measured: line.measured, pass: line.pass };
      rows.set(key, row);
    }
  return [...rows.values()];
}

/** The table as Markdown, ready to paste into docs/performance.md: a column for each that measured anything. */
export function markdownTable(rows: readonly Row[]): string {
  const columns = COLUMNS.filter((column) => rows.some((row) => row.cells[column]));
  const mark = (pass: boolean | null) => (pass === null ? '' : pass ? ' ✅' : ' ❌');
  const cell = (found: Cell | undefined) => (found ? `${found.measured}${mark(found.pass)}` : '—');
  const escape = (text: string) => text.replace(/\|/g, '\\|');
  const line = (cells: readonly string[]) => `| ${cells.map(escape).join(' | ')} |`;
  return [
    line(['area', 'figure', 'target', ...columns]),
    line(['---', '---', '---', ...columns.map(() => '---')]),
    ...rows.map((row) =>
      line([row.area, row.figure, row.target, ...columns.map((column) => cell(row.cells[column]))]),
    ),
  ].join('\n');
}
