import axe from 'axe-core';

/**
 * axe-core's violations in `context` (an element, or the whole document), each as its rule and the markup it
 * found, for a state a component test reaches and no browser test does; `rules` runs only those. jsdom draws
 * nothing, so the two rules that read what is drawn are left to the browser tests of the screens that share the
 * same components: colour contrast, and whether a control's visible words are in its name
 * (`label-content-name-mismatch` measures glyphs on a canvas, which jsdom lacks).
 */
export async function axeViolations(
  context: HTMLElement | Document,
  rules?: readonly string[],
): Promise<string[]> {
  // jsdom applies no stylesheet, so what one hides reads as shown: Quill's link tooltip (its `ql-hidden` class)
  // until a link is edited.
  const { violations } = await axe.run(
    { include: [context], exclude: [['.ql-tooltip']] } as axe.ElementContext,
    {
      ...(rules
        ? { runOnly: { type: 'rule', values: [...rules] } }
        : {
            rules: {
              'color-contrast': { enabled: false },
              'label-content-name-mismatch': { enabled: false },
            },
          }),
      // Only violations are read: axe then gathers no details of what passed.
      resultTypes: ['violations'],
    },
  );
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(', ')}`);
}
