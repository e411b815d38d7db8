/**
 * The problems a PDF reader would trip over in a hand-written PDF: the header, the trailer, and a
 * cross-reference table whose every offset lands on the object it names. Empty when the file is sound.
 */
export function pdfStructureProblems(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const problems: string[] = [];
  if (!text.startsWith('%PDF-1.4\n')) problems.push('no %PDF-1.4 header');
  if (!/%%EOF\s*$/.test(text)) problems.push('no %%EOF at the end');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  const xrefAt = Number(startxref?.[1]);
  if (!startxref || !text.startsWith('xref', xrefAt))
    return [...problems, 'startxref does not point at xref'];
  const [, first, count] = /^xref\s+(\d+) (\d+)\s/.exec(text.slice(xrefAt)) ?? [];
  const entries = [...text.slice(xrefAt).matchAll(/^(\d{10}) (\d{5}) ([nf]) ?$/gm)];
  if (Number(first) !== 0 || entries.length !== Number(count)) problems.push('xref count does not match');
  entries.forEach(([, offset, , kind], number) => {
    if (kind === 'n' && !text.startsWith(`${number} 0 obj`, Number(offset))) {
      problems.push(`object ${number} is not at offset ${Number(offset)}`);
    }
  });
  if (!/trailer\s*<<[^>]*\/Root \d+ 0 R/.test(text)) problems.push('no trailer with a /Root');
  return problems;
}
